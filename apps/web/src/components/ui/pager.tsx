import { PAGER_GROUP_SIZE } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';

/**
 * The pages a pager shows around `page` (0-based): its group of `groupSize` (see docs/product.md,
 * Constants).
 */
export function pagerGroup(page: number, totalPages: number, groupSize = PAGER_GROUP_SIZE): number[] {
  if (totalPages <= 0) return [];
  const first = Math.floor(page / groupSize) * groupSize;
  const last = Math.min(first + groupSize, totalPages);
  return Array.from({ length: last - first }, (_, i) => first + i);
}

const cell =
  'inline-flex min-w-10 items-center justify-center rounded-full px-3 py-2 text-sm font-semibold ring-1 ring-gray-300 ' +
  'focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-40 aria-[current=page]:bg-ink aria-[current=page]:text-white aria-[current=page]:ring-ink';

/**
 * Pages of a list the server pages (a shared widget): the numbers of the current
 * group of five, and arrows to the group before and after. Nothing when there is one page.
 */
export function Pager({
  page,
  totalPages,
  onPage,
  groupSize = PAGER_GROUP_SIZE,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  groupSize?: number;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const group = pagerGroup(page, totalPages, groupSize);
  const first = group[0] ?? 0;
  const last = group[group.length - 1] ?? 0;
  return (
    <nav aria-label={t('table.pages')} className="mt-4 flex flex-wrap items-center justify-center gap-2">
      <button
        type="button"
        className={cell}
        disabled={first === 0}
        onClick={() => onPage(first - 1)}
        aria-label={t('table.previous_pages')}
      >
        «
      </button>
      {group.map((n) => (
        <button
          key={n}
          type="button"
          className={cell}
          aria-current={n === page ? 'page' : undefined}
          aria-label={t('table.page', { page: n + 1 })}
          onClick={() => onPage(n)}
        >
          {n + 1}
        </button>
      ))}
      <button
        type="button"
        className={cell}
        disabled={last >= totalPages - 1}
        onClick={() => onPage(last + 1)}
        aria-label={t('table.next_pages')}
      >
        »
      </button>
    </nav>
  );
}
