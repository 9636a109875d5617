import type { ClassView } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';

export const placesLeft = (item: ClassView) => Math.max(0, item.maxPeople - item.usersIn.length);

/**
 * "10 places left", or "full · 2 waiting": what a member looks for first. A place freed inside the
 * cancellation window is nobody's yet, so a free place and a waiting list can go together.
 */
export function ClassPlaces({ item }: { item: ClassView }) {
  const { t } = useTranslation();
  const left = placesLeft(item);
  const waiting = item.usersWait.length;
  return (
    <p
      className={`mt-0.5 text-sm font-semibold ${left > 0 ? 'text-green-700' : 'text-red-700'}`}
      data-testid="places"
    >
      {left > 0 ? t('book.places_left', { count: left }) : t('book.full', { count: waiting })}
      {left > 0 && waiting > 0 && ` · ${t('book.waiting_count', { count: waiting })}`}
    </p>
  );
}
