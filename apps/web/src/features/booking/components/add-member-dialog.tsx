import type { PlaceCost } from '@boxbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { BaseDialog } from '../../../components/ui/dialog';
import { errorCodeOf } from '../../../lib/error-code';
import { classKeys } from '../../../lib/query-keys';
import { getPlaceCost } from '../api/classes';
import { staffRefusalText } from './staff-refusal';

export interface Adding {
  classId: number;
  userId: number;
  name: string;
}

/**
 * Before staff add a member to a class: what the place will cost the member (a session of their
 * plan, a bought credit, nothing, or nothing left), and the choice that follows: use the credit,
 * give the place free, or cancel. Nobody is put in unpaid without the trainer saying so.
 */
export function AddMemberDialog({
  adding,
  onClose,
  onAdd,
}: {
  adding: Adding | null;
  onClose: () => void;
  onAdd: (choice: { free: boolean }) => void;
}) {
  const { t } = useTranslation();
  const cost = useQuery({
    queryKey: classKeys.placeCost(adding?.classId, adding?.userId),
    queryFn: () => getPlaceCost(adding?.classId ?? 0, adding?.userId ?? 0),
    enabled: adding !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const cancel = (
    <Button variant="secondary" onClick={onClose}>
      {t('dialogs.cancel')}
    </Button>
  );
  const code = cost.isError ? (errorCodeOf(cost.error) ?? 'network') : null;
  return (
    <BaseDialog
      open={adding !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('trainer.add_cost.title', { name: adding?.name ?? '' })}
      message={cost.data ? costText(cost.data, t) : undefined}
      loading={cost.isPending && adding !== null}
      actions={cancel}
    >
      {/* One under another, full width: three buttons side by side do not fit a phone. */}
      {cost.data && (
        <div className="mt-5 grid gap-2">
          <Choices cost={cost.data} onAdd={onAdd} />
        </div>
      )}
      {code && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {staffRefusalText(code, t)}
        </p>
      )}
    </BaseDialog>
  );
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

function costText(cost: PlaceCost, t: Translate): string {
  if (cost.status === 'WAIT') return t('trainer.add_cost.wait');
  if (cost.creditSource === null) return t('trainer.add_cost.nothing');
  if (cost.creditSource === 'BALANCE') return t('trainer.add_cost.BALANCE', { count: cost.balance });
  return t(`trainer.add_cost.${cost.creditSource}`);
}

/** The ways on: a place that costs a credit may be charged or given; one with nothing left only given. */
function Choices({ cost, onAdd }: { cost: PlaceCost; onAdd: (choice: { free: boolean }) => void }) {
  const { t } = useTranslation();
  if (cost.status === 'WAIT')
    return <Button onClick={() => onAdd({ free: false })}>{t('trainer.add_cost.add_wait')}</Button>;
  if (cost.creditSource === 'NONE')
    return <Button onClick={() => onAdd({ free: false })}>{t('trainer.add_cost.add')}</Button>;
  const free = (
    <Button variant={cost.creditSource ? 'secondary' : 'primary'} onClick={() => onAdd({ free: true })}>
      {t('trainer.add_cost.free')}
    </Button>
  );
  if (!cost.creditSource) return free;
  return (
    <>
      <Button onClick={() => onAdd({ free: false })}>{t('trainer.add_cost.use_credit')}</Button>
      {free}
    </>
  );
}
