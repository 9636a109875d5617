import { rmPercentages } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';

/** 50–95 % of the 1RM, rounded to a load the plates make, in kg. */
export function RmPercentages({ rm, locale }: { rm: number; locale: string }) {
  const { t } = useTranslation();
  const kg = (v: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(v);
  return (
    <section aria-labelledby="rm-percentages" className="mt-4">
      <h3 id="rm-percentages" className="text-sm font-bold text-ink">
        {t('movements.percentages', { rm: kg(rm) })}
      </h3>
      <ul className="mt-2 grid grid-cols-5 gap-1.5 text-center text-sm">
        {rmPercentages(rm).map((row) => (
          <li key={row.percent} className="rounded-lg bg-gray-50 px-1 py-1.5 ring-1 ring-gray-200">
            <span className="block text-xs font-semibold text-gray-600">{row.percent} %</span>
            <span className="block font-bold text-ink">{kg(row.load)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
