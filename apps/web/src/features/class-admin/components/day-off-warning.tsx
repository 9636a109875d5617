import type { DayOffPreview } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';
import { YesNoDialog } from '../../../components/ui/dialog';
import { useContentText } from '../../../lib/content-text';
import { useGymTime } from '../../../lib/gym-time';

/**
 * What a day off will cancel, before it is confirmed: the booked classes by name, with how many
 * members lose their place (they get the credit back and are told), and how many empty ones go.
 */
export function DayOffWarning({
  preview,
  title,
  saving,
  errorCode,
  onConfirm,
  onClose,
}: {
  preview: DayOffPreview | null;
  title: string;
  saving: boolean;
  errorCode: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const gym = useGymTime();
  const text = useContentText();
  const booked = (preview?.classes ?? []).filter((c) => c.usersIn + c.usersWait > 0);
  const empty = (preview?.classes.length ?? 0) - booked.length;
  return (
    <YesNoDialog
      open={preview !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      message={
        booked.length > 0
          ? t('backoffice.days_off.warning_booked', { count: booked.length })
          : t('backoffice.days_off.warning_none')
      }
      errorCode={errorCode}
      loading={saving}
      onYes={onConfirm}
    >
      {booked.length > 0 && (
        <ul
          className="mt-3 max-h-64 divide-y divide-gray-100 overflow-y-auto rounded-xl ring-1 ring-gray-200"
          data-testid="day-off-victims"
        >
          {booked.map((c) => (
            <li key={c.id} className="px-3 py-2 text-sm">
              <span className="font-semibold text-ink">
                {gym.format(c.startTime, { weekday: 'short', day: 'numeric', month: 'short' })}{' '}
                {gym.time(c.startTime)} · {text.name(c.activity)}
              </span>
              <span className="block text-gray-700">
                {t('backoffice.days_off.victim', { inside: c.usersIn, waiting: c.usersWait })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {empty > 0 && (
        <p className="mt-3 text-sm text-gray-600">
          {t('backoffice.days_off.empty_classes', { count: empty })}
        </p>
      )}
    </YesNoDialog>
  );
}
