import type { ClassView } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';

export const placesLeft = (item: ClassView) => Math.max(0, item.maxPeople - item.usersIn.length);

/** "10 places left", or "full · 2 waiting": what a member looks for first. */
export function ClassPlaces({ item }: { item: ClassView }) {
  const { t } = useTranslation();
  const left = placesLeft(item);
  return (
    <p
      className={`mt-0.5 text-sm font-semibold ${left > 0 ? 'text-green-700' : 'text-red-700'}`}
      data-testid="places"
    >
      {left > 0 ? t('book.places_left', { count: left }) : t('book.full', { count: item.usersWait.length })}
    </p>
  );
}
