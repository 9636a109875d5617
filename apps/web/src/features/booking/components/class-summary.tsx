import type { ClassView } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';
import { useContentText } from '../../../lib/content-text';
import { useGymTime } from '../../../lib/gym-time';
import { CancelledBadge, CancelReason } from './cancelled-class';
import { ClassCoach } from './class-coach';
import { ClassPlaces } from './class-places';

const DAY = { weekday: 'long', day: 'numeric', month: 'long' } as const;

/** Which class a sheet is about: activity, day and time at the box, and its places. */
export function ClassSummary({ item }: { item: ClassView | undefined }) {
  const { t } = useTranslation();
  const gym = useGymTime();
  const text = useContentText();
  if (!item) return <h1 className="mt-2 mb-4 text-2xl font-extrabold text-ink">{t('book.trainer_title')}</h1>;
  return (
    <div className="mt-2 mb-4">
      <h1 className="text-2xl font-extrabold text-ink">
        {text.name(item.activity)} · {gym.time(item.startTime)} – {gym.time(item.endTime)}
      </h1>
      <p className="text-gray-600 first-letter:uppercase">{gym.format(item.startTime, DAY)}</p>
      <ClassCoach coach={item.coach} />
      {item.cancelled ? (
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <CancelledBadge />
          <CancelReason item={item} />
        </div>
      ) : (
        <ClassPlaces item={item} />
      )}
    </div>
  );
}
