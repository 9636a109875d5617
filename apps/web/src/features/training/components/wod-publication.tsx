import { useTranslation } from 'react-i18next';
import { useGymTime } from '../../../lib/gym-time';

/**
 * When a WOD that is not out yet comes out: to members in place of its blocks, to staff above
 * them (`staff`), so they know what members see.
 */
export function WodPublication({ publishesAt, staff = false }: { publishesAt: string; staff?: boolean }) {
  const { t } = useTranslation();
  const gym = useGymTime();
  const when = {
    date: gym.format(publishesAt, { weekday: 'long', day: 'numeric', month: 'long' }),
    time: gym.time(publishesAt),
  };
  return staff ? (
    <p className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {t('training.wod_publishes_staff', when)}
    </p>
  ) : (
    <p className="py-10 text-center text-gray-600">{t('training.wod_not_published', when)}</p>
  );
}
