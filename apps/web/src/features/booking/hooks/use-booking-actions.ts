import type { ClassView } from '@boxbook/domain';
import { onlineManager } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorCodeOf } from '../../../lib/error-code';
import { useJoinClass, useLeaveClass } from '../api/classes';

/** What a refusal asks of the member: to buy a credit, or to confirm losing one. */
export type BookingDialog = null | 'no_credits' | { confirmLeave: ClassView };

/**
 * A member joining and leaving classes: the refusal to show, or the dialog a refusal opens
 * (no credits; leaving inside the cancellation limit, which forfeits the credit).
 */
export function useBookingActions(userId: number) {
  const join = useJoinClass();
  const leave = useLeaveClass();
  const [dialog, setDialog] = useState<BookingDialog>(null);
  const [failure, setFailure] = useState<unknown>(null);
  // "No connection" is true only while it lasts: the network's return takes it away, not a tap.
  useEffect(
    () =>
      onlineManager.subscribe((online) => {
        if (online) setFailure((shown: unknown) => (errorCodeOf(shown) === 'network' ? null : shown));
      }),
    [],
  );

  const fail = (error: unknown, item: ClassView) => {
    const code = errorCodeOf(error) ?? 'network';
    if (code === 'no_credits') return setDialog('no_credits');
    if (code === 'penalization_required') return setDialog({ confirmLeave: item });
    setFailure(error);
  };
  const onJoin = (item: ClassView) => {
    setFailure(null);
    join.mutate({ classId: item.id, userId }, { onError: (e) => fail(e, item) });
  };
  const onLeave = (item: ClassView, penalization = false) => {
    setFailure(null);
    setDialog(null);
    leave.mutate({ classId: item.id, userId, penalization }, { onError: (e) => fail(e, item) });
  };
  return {
    onJoin,
    onLeave,
    dialog,
    closeDialog: () => setDialog(null),
    failure,
    busy: join.isPending || leave.isPending,
  };
}
