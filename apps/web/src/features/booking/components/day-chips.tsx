import { useTranslation } from 'react-i18next';
import { localeOf } from '../../../lib/format';

/** The days members can book: today and the next ones up to `daysToShow`. */
export function DayChips({
  days,
  selected,
  onSelect,
}: {
  days: string[];
  selected: string;
  onSelect: (day: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(localeOf(i18n.resolvedLanguage), {
    weekday: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <div role="tablist" aria-label={t('book.days')} className="mt-3 grid grid-flow-col gap-2">
      {days.map((day) => (
        <button
          key={day}
          type="button"
          role="tab"
          aria-selected={day === selected}
          onClick={() => onSelect(day)}
          className="rounded-xl bg-white px-3 py-2 text-sm font-semibold capitalize text-gray-700 ring-1 ring-gray-200 aria-selected:bg-brand-700 aria-selected:text-white aria-selected:ring-brand-700"
        >
          {format.format(new Date(`${day}T12:00:00Z`))}
        </button>
      ))}
    </div>
  );
}
