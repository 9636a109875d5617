import type { Movement, MovementRecord } from '@boxbook/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../components/ui/form-field';
import { localeOf } from '../../../lib/format';
import { formatValue } from '../../../lib/format-value';
import { MovementDialog } from './movement-dialog';

/** The member's movements: those with records first, each with its best; a tap opens its dialog. */
export function MovementGrid({
  movements,
  records,
  userId,
  actingFor = false,
}: {
  movements: Movement[];
  records: MovementRecord[];
  userId: number;
  /** The lifts are a dependent's the guardian acts for (docs/product.md, Households). */
  actingFor?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<number | null>(null);
  const locale = localeOf(i18n.resolvedLanguage);
  const bestOf = new Map(records.filter((r) => r.rm).map((r) => [r.movement.id, r]));
  const needle = search.trim().toLowerCase();
  const shown = movements
    .filter(
      (m) =>
        !needle || m.name.toLowerCase().includes(needle) || m.abbreviation.toLowerCase().includes(needle),
    )
    .sort((a, b) => Number(bestOf.has(b.id)) - Number(bestOf.has(a.id)) || a.name.localeCompare(b.name));
  const open = movements.find((m) => m.id === openId);

  return (
    <>
      <label htmlFor={`${id}-search`} className="block text-sm font-semibold text-gray-700">
        {t('movements.search')}
      </label>
      <input
        id={`${id}-search`}
        type="search"
        className={`${inputClass} mb-5 max-w-sm`}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {shown.length === 0 ? (
        <p className="py-10 text-center text-gray-600">{t('movements.none_found')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {shown.map((movement) => {
            const best = bestOf.get(movement.id);
            return (
              <li key={movement.id}>
                <button
                  type="button"
                  onClick={() => setOpenId(movement.id)}
                  className={`flex h-full w-full flex-col rounded-2xl p-4 text-left ring-1 transition hover:ring-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500 ${
                    best ? 'bg-white ring-gray-300' : 'bg-gray-50 ring-gray-200'
                  }`}
                >
                  <span className="font-mono text-xs font-bold text-gray-600">{movement.abbreviation}</span>
                  <span className="font-bold text-ink">{movement.name}</span>
                  <span
                    className={`mt-auto pt-2 text-lg font-black ${best ? 'text-brand-800' : 'text-gray-500'}`}
                  >
                    {best ? formatValue(best.value, movement.unit, t, locale) : t('movements.no_record')}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {open && (
        <MovementDialog
          movement={open}
          records={records.filter((r) => r.movement.id === open.id)}
          userId={userId}
          actingFor={actingFor}
          onClose={() => setOpenId(null)}
        />
      )}
    </>
  );
}
