import type { LedgerEntry } from '@boxbook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/ui/query-state';
import { formatInstant } from '../../../lib/format';
import { useOwnLedger } from '../api/ledger';

/** How many moves the profile shows at first, and how many more each tap of "show more" adds. */
const FIRST = 5;
const MORE = 10;

/** The translation of the moves whose words depend on the reason alone. */
const PLAIN = { PURCHASE: 'bought', REFUND: 'refunded', DEMO: 'initial' } as const;

/** One move in plain words: what happened to the credit, and the box's reason for an adjustment. */
function useMoveText() {
  const { t } = useTranslation();
  return (move: LedgerEntry) => {
    if (move.reason === 'BOOKING') return t(move.lost ? 'payments.history.lost' : 'payments.history.used');
    if (move.reason === 'ADJUSTMENT')
      return move.note
        ? t('payments.history.adjusted_because', { note: move.note })
        : t('payments.history.adjusted');
    return t(`payments.history.${PLAIN[move.reason]}`);
  };
}

/** Colour of the amount: gained in green, lost to a late cancellation in red (both AA on white). */
const amountColour = (move: LedgerEntry) => {
  if (move.delta > 0) return 'text-green-700';
  return move.lost ? 'text-red-700' : 'text-ink';
};

/**
 * The member's credit history on the profile (see docs/decisions.md, Payments, plans and renewals):
 * the latest moves of their bought credits with the date, what happened in plain words and the
 * credits won or lost; more on demand, the server paging behind.
 */
export function CreditHistory({ userId, timeZone }: { userId: number; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const ledger = useOwnLedger(userId);
  const text = useMoveText();
  const [shown, setShown] = useState(FIRST);
  const moves = ledger.data?.pages.flatMap((page) => page.content);
  const showMore = () => {
    const next = shown + MORE;
    if (moves && next > moves.length && ledger.hasNextPage) void ledger.fetchNextPage();
    setShown(next);
  };
  return (
    <QueryState
      query={{ data: moves, error: ledger.error, isPending: ledger.isPending, isPaused: ledger.isPaused }}
      isEmpty={(list) => list.length === 0}
      emptyText={t('payments.history.empty')}
    >
      {(list) => (
        <>
          <ul className="divide-y divide-gray-200" aria-label={t('payments.history.title')}>
            {list.slice(0, shown).map((move) => (
              <li key={move.id} className="flex items-center justify-between gap-3 py-2.5">
                <div className="min-w-0">
                  <p className="text-sm font-semibold text-ink">{text(move)}</p>
                  <p className="text-xs text-gray-600">
                    {formatInstant(move.at, i18n.resolvedLanguage, timeZone, { dateStyle: 'medium' })} ·{' '}
                    {t(move.kind === 'ACTIVITY' ? 'profile.credits_activity' : 'profile.credits_open')}
                  </p>
                </div>
                <span className={`shrink-0 font-bold tabular-nums ${amountColour(move)}`}>
                  {move.delta > 0 ? `+${move.delta}` : `−${Math.abs(move.delta)}`}
                </span>
              </li>
            ))}
          </ul>
          {(shown < list.length || ledger.hasNextPage) && (
            <button
              type="button"
              onClick={showMore}
              disabled={ledger.isFetchingNextPage}
              className="mt-2 rounded-full px-3 py-1.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-60"
            >
              {t('payments.history.show_more')}
            </button>
          )}
        </>
      )}
    </QueryState>
  );
}
