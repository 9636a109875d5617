import { DEFAULT_REMINDER_MINUTES, REMINDER_CHOICES } from '@boxbook/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../../../lib/error-code';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notification-settings';

const LABELS: Record<(typeof REMINDER_CHOICES)[number], string> = {
  15: 'notifications.reminder_15',
  30: 'notifications.reminder_30',
  60: 'notifications.reminder_60',
  120: 'notifications.reminder_120',
  180: 'notifications.reminder_180',
  1440: 'notifications.reminder_1440',
};

/** How long before a booked class the reminder comes, or none; saved as soon as it is chosen. */
export function ReminderSetting() {
  const { t } = useTranslation();
  const id = useId();
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const minutes = settings.data ? settings.data.reminderMinutes : DEFAULT_REMINDER_MINUTES;
  return (
    <div className="mt-5 border-t border-gray-100 pt-5">
      <label htmlFor={id} className="block font-semibold text-ink">
        {t('notifications.reminder_label')}
      </label>
      <p className="mt-1 text-sm text-gray-600">{t('notifications.reminder_hint')}</p>
      <select
        id={id}
        className="mt-3 w-full rounded-xl border border-gray-300 bg-white px-3 py-2.5 text-ink sm:w-72"
        value={minutes === null ? 'off' : String(minutes)}
        disabled={settings.isPending || save.isPending}
        onChange={(event) => {
          const value = event.target.value;
          save.mutate({ reminderMinutes: value === 'off' ? null : Number(value) });
        }}
      >
        {REMINDER_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {t(LABELS[choice])}
          </option>
        ))}
        <option value="off">{t('notifications.reminder_off')}</option>
      </select>
      {save.isSuccess && (
        <p role="status" className="mt-2 text-sm text-green-700">
          {t('notifications.saved')}
        </p>
      )}
      {save.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t(`error.${errorCodeOf(save.error)}`)}
        </p>
      )}
    </div>
  );
}
