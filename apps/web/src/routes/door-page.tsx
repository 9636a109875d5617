import {
  type CheckinFreeClass,
  type CheckinRequest,
  type CheckinResult,
  VISIT_REFERENCE,
} from '@boxbook/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button';
import { useBookAndCheckIn, useCheckIn, useCheckInVisitor } from '../features/checkins/api/checkin-calls';
import { DoorCamera } from '../features/checkins/components/door-camera';
import { DoorMemberSearch } from '../features/checkins/components/door-member-search';
import { type DoorOutcome, DoorResult } from '../features/checkins/components/door-result';
import { PlanName } from '../features/plans/components/plan-name';
import { useContentText } from '../lib/content-text';
import { errorCodeOf } from '../lib/error-code';
import { useGymTime } from '../lib/gym-time';

/** The camera reads a code many times a second: the same text again within this is the same scan. */
const SAME_SCAN_MS = 4000;
/** The result stays up this long, then the door is ready for the next member. */
const SHOW_RESULT_MS = 20_000;

/**
 * The door (docs/product.md, Check-in at the door): a tablet at the entrance, opened by staff. It
 * reads members' codes with its camera or a hand scanner (which types the code and Enter into the
 * field), or checks a member in by name, and says who came, for which class, and what staff
 * should see.
 */
export function DoorPage() {
  const { t } = useTranslation();
  const gym = useGymTime();
  const text = useContentText();
  const checkIn = useCheckIn();
  const checkInVisitor = useCheckInVisitor();
  const bookAndCheckIn = useBookAndCheckIn();
  const [outcome, setOutcome] = useState<DoorOutcome>({ kind: 'idle' });
  const [typed, setTyped] = useState('');
  const codeId = useId();
  const codeField = useRef<HTMLInputElement>(null);
  const last = useRef({ text: '', at: 0 });

  // A hand scanner types into whatever has the focus: the door starts, and comes back, here.
  useEffect(() => codeField.current?.focus(), []);

  useEffect(() => {
    if (outcome.kind === 'idle' || outcome.kind === 'pending') return;
    const timer = window.setTimeout(() => setOutcome({ kind: 'idle' }), SHOW_RESULT_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  const show = {
    onSuccess: (result: CheckinResult) => setOutcome({ kind: 'done', result }),
    onError: (error: unknown) => setOutcome({ kind: 'refused', code: errorCodeOf(error) ?? 'internal' }),
  };
  const submit = (body: CheckinRequest) => {
    bookAndCheckIn.reset();
    setOutcome({ kind: 'pending' });
    // A visitor's booking reference (eight letters and digits) rather than a member's code.
    const reference = 'code' in body ? body.code.toUpperCase() : '';
    if (VISIT_REFERENCE.test(reference))
      return checkInVisitor.mutate(reference, {
        onSuccess: (visitor) => setOutcome({ kind: 'visitor', visitor }),
        onError: show.onError,
      });
    checkIn.mutate(body, show);
  };
  const read = (code: string) => {
    const now = Date.now();
    if (
      checkIn.isPending ||
      checkInVisitor.isPending ||
      (code === last.current.text && now - last.current.at < SAME_SCAN_MS)
    )
      return;
    last.current = { text: code, at: now };
    submit({ code });
  };
  const book = (item: CheckinFreeClass) => {
    if (outcome.kind !== 'done') return;
    // A refused booking (no credits left) keeps who came on screen, with why beneath.
    bookAndCheckIn.mutate(
      { classId: item.id, userId: outcome.result.member.id },
      { onSuccess: show.onSuccess },
    );
  };

  return (
    <div className="grid min-h-dvh grid-cols-1 gap-6 bg-ink p-4 lg:grid-cols-[2fr_3fr] lg:p-8">
      <div className="flex min-w-0 flex-col gap-5 rounded-3xl bg-white p-5 text-ink">
        <h1 className="text-3xl font-black">{t('door.title')}</h1>
        <DoorCamera onCode={read} />
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (typed.trim()) submit({ code: typed.trim() });
            setTyped('');
          }}
        >
          <label htmlFor={codeId} className="block text-sm font-semibold">
            {t('door.code_label')}
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id={codeId}
              ref={codeField}
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              className="min-w-0 flex-1 rounded-xl border border-gray-400 px-4 py-3 font-mono text-lg"
            />
            <Button type="submit">{t('door.check_in')}</Button>
          </div>
        </form>
        <DoorMemberSearch
          onPick={(member) => {
            submit({ userId: member.id });
            codeField.current?.focus();
          }}
        />
      </div>
      {/* On a phone the outcome comes first, where staff look; on the tablet it sits to the right. */}
      <main className="order-first min-w-0 lg:order-none">
        <DoorResult
          outcome={outcome}
          nameOf={text.name}
          time={gym.time}
          planName={(plan) => <PlanName plan={plan} />}
          onBook={book}
          booking={bookAndCheckIn.isPending}
          bookingError={errorCodeOf(bookAndCheckIn.error)}
        />
      </main>
    </div>
  );
}
