import type { ClassView, CoachWeek } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useContentText } from '../../../lib/content-text';
import { useGymTime } from '../../../lib/gym-time';

const DAY = { weekday: 'long', day: 'numeric', month: 'long' } as const;

/** A coach's week by day: each class's time, activity and places, linking to its class sheet. */
export function CoachWeekList({ week }: { week: CoachWeek }) {
  const { t } = useTranslation();
  const gym = useGymTime();
  const text = useContentText();
  if (week.classes.length === 0) return <p className="text-gray-600">{t('coach.week_empty')}</p>;
  const days = new Map<string, ClassView[]>();
  for (const item of week.classes) days.set(item.date, [...(days.get(item.date) ?? []), item]);
  return (
    <div className="space-y-6">
      {[...days].map(([date, items]) => (
        <section key={date} aria-labelledby={`day-${date}`}>
          <h2 id={`day-${date}`} className="mb-2 text-lg font-bold text-ink first-letter:uppercase">
            {gym.format(items[0]?.startTime ?? `${date}T12:00:00Z`, DAY)}
          </h2>
          <ul className="space-y-2">
            {items.map((item) => (
              <li key={item.id}>
                <Link
                  to={paths.classSheet(item.activity.key, item.date, item.id)}
                  className="flex items-center gap-3 rounded-2xl bg-white px-4 py-3 ring-1 ring-gray-200 hover:ring-brand-500"
                >
                  <span className="w-28 shrink-0 font-mono text-sm font-semibold text-ink">
                    {gym.time(item.startTime)}–{gym.time(item.endTime)}
                  </span>
                  <span className="flex-1 font-semibold text-ink">
                    {text.name(item.activity)}
                    {item.cancelled && (
                      <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-bold text-red-800">
                        {t('book.cancelled')}
                      </span>
                    )}
                  </span>
                  <span className="text-sm text-gray-700">
                    {t('backoffice.occupancy', { taken: item.usersIn.length, max: item.maxPeople })}
                  </span>
                  <span aria-hidden="true" className="text-gray-500">
                    ›
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
