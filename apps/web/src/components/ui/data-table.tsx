import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The value the column sorts by; a column without one does not sort. */
  sortValue?: (row: T) => string | number | boolean | null;
  /** Right-aligned numbers and the like. */
  align?: 'right';
  /** false: left out of the phone's cards (the card's title already says it). */
  inCard?: boolean;
}

export type SortState = { key: string; direction: 'ascending' | 'descending' } | null;

/** The rows in the order a sortable column asks for; nulls last whichever the direction. */
export function sortRows<T>(rows: readonly T[], columns: readonly Column<T>[], sort: SortState): T[] {
  const value = sort ? columns.find((c) => c.key === sort.key)?.sortValue : undefined;
  if (!sort || !value) return [...rows];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    const order = typeof x === 'string' && typeof y === 'string' ? x.localeCompare(y) : x < y ? -1 : 1;
    return order * sign;
  });
}

/**
 * A list that reads well everywhere: cards on a phone, a table with sortable columns
 * from `md` up. Sorting orders the rows shown (a page, when the server pages the list).
 */
export function DataTable<T>({
  caption,
  rows,
  columns,
  rowKey,
  cardTitle,
  actions,
  emptyText,
}: {
  caption: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string | number;
  /** What heads each card on a phone; the other columns follow as label and value. */
  cardTitle: (row: T) => ReactNode;
  actions?: (row: T) => ReactNode;
  emptyText?: string;
}) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<SortState>(null);
  if (rows.length === 0)
    return <p className="py-8 text-center text-gray-600">{emptyText ?? t('common.empty')}</p>;
  const sorted = sortRows(rows, columns, sort);
  const toggle = (key: string) =>
    setSort((now) =>
      now?.key === key && now.direction === 'ascending'
        ? { key, direction: 'descending' }
        : { key, direction: 'ascending' },
    );
  return (
    <>
      <ul aria-label={caption} className="space-y-3 md:hidden">
        {sorted.map((row) => (
          <li key={rowKey(row)} className="rounded-2xl bg-white p-4 ring-1 ring-gray-200">
            <div className="font-bold text-ink">{cardTitle(row)}</div>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              {columns
                .filter((column) => column.inCard !== false)
                .map((column) => (
                  <div key={column.key} className="contents">
                    <dt className="text-gray-600">{column.header}</dt>
                    <dd className="text-ink">{column.cell(row)}</dd>
                  </div>
                ))}
            </dl>
            {actions && <div className="mt-3 flex flex-wrap gap-2">{actions(row)}</div>}
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-2xl bg-white ring-1 ring-gray-200 md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-gray-50 text-gray-700">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={`px-4 py-3 font-semibold ${column.align === 'right' ? 'text-right' : ''}`}
                  aria-sort={sort?.key === column.key ? sort.direction : undefined}
                >
                  {column.sortValue ? (
                    <button
                      type="button"
                      className="inline-flex items-center gap-1 rounded hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-500"
                      onClick={() => toggle(column.key)}
                    >
                      {column.header}
                      <span aria-hidden="true" className="text-xs text-gray-500">
                        {sort?.key !== column.key ? '↕' : sort.direction === 'ascending' ? '▲' : '▼'}
                      </span>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              ))}
              {actions && (
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">{t('table.actions')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {sorted.map((row) => (
              <tr key={rowKey(row)} className="align-middle">
                {columns.map((column) => (
                  <td
                    key={column.key}
                    className={`px-4 py-3 ${column.align === 'right' ? 'text-right' : ''}`}
                  >
                    {column.cell(row)}
                  </td>
                ))}
                {actions && (
                  <td className="px-4 py-3">
                    <div className="flex justify-end gap-2">{actions(row)}</div>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
