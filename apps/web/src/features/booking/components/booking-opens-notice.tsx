import { bookingOpensAt } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';
import { useGymTime } from '../../../lib/gym-time';

/**
 * A day past the days members see has no classes to show yet: say when its booking opens, not
 * that it has no classes (the timetable links to it).
 */
export function BookingOpensNotice({
  date,
  daysToShow,
  bookFutureClassStartHour,
}: {
  date: string;
  daysToShow: number;
  bookFutureClassStartHour: number;
}) {
  const { t } = useTranslation();
  const gym = useGymTime();
  const opensAt = bookingOpensAt({
    classDate: date,
    timeZone: gym.timeZone,
    daysToShow,
    bookFutureClassStartHour,
  });
  const when = gym.format(opensAt.toISOString(), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  });
  return <p className="py-10 text-center text-gray-600">{t('book.opens_on', { when })}</p>;
}
