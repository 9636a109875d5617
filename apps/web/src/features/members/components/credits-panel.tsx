import { CREDIT_NOTE_MAX, type CreditType, type LedgerEntry } from '@boxbook/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { FormError, inputClass } from '../../../components/ui/form-field';
import { Pager } from '../../../components/ui/pager';
import { QueryState } from '../../../components/ui/query-state';
import { errorCodeOf } from '../../../lib/error-code';
import { useGymTime } from '../../../lib/gym-time';
import { useAdjustCredits, useLedger } from '../api/members';

/**
 * A member's bought credits: the balance, an adjustment that always says why, and the ledger of
 * every move with its reason, a page at a time (see docs/product.md, Credits and plan allowance).
 */
export function CreditsPanel({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const gym = useGymTime();
  const [page, setPage] = useState(0);
  const ledger = useLedger(userId, page);
  const adjust = useAdjustCredits(userId);
  const [kind, setKind] = useState<CreditType>('ACTIVITY');
  const [delta, setDelta] = useState(1);
  const [note, setNote] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const valid = delta !== 0 && Number.isInteger(delta) && note.trim().length >= 3;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    setDone(null);
    adjust.mutate(
      { kind, delta, note: note.trim() },
      {
        onSuccess: () => {
          setDone(t('members.credits.done', { count: delta, kind: t(`members.credits.kind.${kind}`) }));
          setNote('');
          setPage(0);
          void ledger.refetch();
        },
      },
    );
  };
  const columns: Column<LedgerEntry>[] = [
    {
      key: 'at',
      header: t('members.ledger.at'),
      cell: (m) => gym.format(m.at, { dateStyle: 'short', timeStyle: 'short' }),
      sortValue: (m) => m.at,
      inCard: false,
    },
    {
      key: 'kind',
      header: t('members.ledger.kind'),
      cell: (m) => t(`members.credits.kind.${m.kind}`),
      sortValue: (m) => m.kind,
    },
    {
      key: 'delta',
      header: t('members.ledger.delta'),
      cell: (m) => (m.delta > 0 ? `+${m.delta}` : String(m.delta)),
      sortValue: (m) => m.delta,
      align: 'right',
    },
    {
      key: 'reason',
      header: t('members.ledger.reason'),
      cell: (m) => t(`members.ledger.reasons.${m.reason}`),
      sortValue: (m) => m.reason,
    },
    { key: 'note', header: t('members.ledger.note'), cell: (m) => m.note ?? '—' },
    {
      key: 'by',
      header: t('members.ledger.by'),
      cell: (m) => m.by?.name ?? t('members.ledger.box'),
      sortValue: (m) => m.by?.name ?? null,
    },
  ];
  return (
    <div>
      {ledger.data && (
        <p className="mb-4 text-sm text-gray-700" data-testid="bought-balance">
          {t('members.credits.balance', {
            activity: ledger.data.balance.activity,
            open: ledger.data.balance.open,
          })}
        </p>
      )}
      <form
        onSubmit={submit}
        className="mb-6 grid gap-3 rounded-2xl bg-gray-50 p-4 sm:grid-cols-[auto_7rem_1fr_auto] sm:items-end"
      >
        <label className="text-sm font-semibold text-gray-700">
          {t('members.ledger.kind')}
          <select className={inputClass} value={kind} onChange={(e) => setKind(e.target.value as CreditType)}>
            <option value="ACTIVITY">{t('members.credits.kind.ACTIVITY')}</option>
            <option value="OPEN">{t('members.credits.kind.OPEN')}</option>
          </select>
        </label>
        <label className="text-sm font-semibold text-gray-700">
          {t('members.credits.amount')}
          <input
            type="number"
            min={-99}
            max={99}
            step={1}
            required
            className={inputClass}
            value={delta}
            onChange={(e) => setDelta(Number(e.target.value))}
            aria-describedby={`${id}-hint`}
          />
        </label>
        <label className="text-sm font-semibold text-gray-700">
          {t('members.credits.reason')}
          <input
            required
            minLength={3}
            maxLength={CREDIT_NOTE_MAX}
            className={inputClass}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            placeholder={t('members.credits.reason_placeholder')}
          />
        </label>
        <Button type="submit" disabled={!valid || adjust.isPending}>
          {t('members.credits.apply')}
        </Button>
        <p id={`${id}-hint`} className="text-xs text-gray-600 sm:col-span-4">
          {t('members.credits.hint')}
        </p>
      </form>
      <FormError code={errorCodeOf(adjust.error)} />
      {done && (
        <p role="status" className="mb-4 rounded-xl bg-green-50 px-4 py-3 text-sm text-green-900">
          {done}
        </p>
      )}
      <QueryState query={ledger}>
        {(data) => (
          <>
            <DataTable
              caption={t('members.ledger.title')}
              rows={data.content}
              columns={columns}
              rowKey={(m) => m.id}
              cardTitle={(m) => gym.format(m.at, { dateStyle: 'medium', timeStyle: 'short' })}
              emptyText={t('members.ledger.empty')}
            />
            <Pager page={page} totalPages={data.totalPages} onPage={setPage} />
          </>
        )}
      </QueryState>
    </div>
  );
}
