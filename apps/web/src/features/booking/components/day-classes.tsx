import type { ClassView } from '@boxbook/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * A day's classes, opening on the next one: those already under way fold away above it. Once all
 * have started, the way on to the next day (`nextDayTo`, when there is one).
 */
export function DayClasses({
  list,
  card,
  nextDayTo,
}: {
  list: ClassView[];
  card: (item: ClassView) => ReactNode;
  nextDayTo?: string;
}) {
  const { t } = useTranslation();
  const item = (view: ClassView) => <li key={view.id}>{card(view)}</li>;
  const started = list.filter((view) => view.block === 'started');
  const coming = list.filter((view) => view.block !== 'started');
  return (
    <>
      {started.length > 0 && (
        <details className="mb-3 rounded-2xl bg-white ring-1 ring-gray-200">
          <summary className="cursor-pointer px-4 py-3 text-sm font-semibold text-gray-700">
            {t('book.started_classes', { count: started.length })}
          </summary>
          <ul className="space-y-3 px-2 pb-2">{started.map(item)}</ul>
        </details>
      )}
      {coming.length > 0 ? (
        <ul className="space-y-3">{coming.map(item)}</ul>
      ) : (
        <div className="py-10 text-center">
          <p className="text-gray-600">{t('book.no_more_today')}</p>
          {nextDayTo && (
            <Link to={nextDayTo} className="mt-3 inline-block font-semibold text-brand-700 underline">
              {t('book.see_next_day')} ›
            </Link>
          )}
        </div>
      )}
    </>
  );
}
