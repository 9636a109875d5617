import { useTranslation } from 'react-i18next';
import { PasswordForm } from '../../features/account/components/password-form';
import { PersonalDataForm } from '../../features/account/components/personal-data-form';
import { CalendarFeedCard } from '../../features/calendar-feed/components/calendar-feed-card';
import { NotificationToggle } from '../../features/notifications/components/notification-toggle';
import { ReminderSetting } from '../../features/notifications/components/reminder-setting';
import { useCurrentUser } from '../../lib/session';
import { ConfigFrame } from './config-frame';

export function YourAccountPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const card = 'rounded-2xl bg-white p-5 ring-1 ring-gray-200 sm:p-6';
  return (
    <ConfigFrame title={t('config.links.account')}>
      <section className={card} aria-labelledby="personal-data">
        <h2 id="personal-data" className="mb-4 text-lg font-bold text-ink">
          {t('account.personal_data')}
        </h2>
        <PersonalDataForm user={user} />
      </section>
      <section className={`${card} mt-6`} aria-labelledby="password">
        <h2 id="password" className="mb-4 text-lg font-bold text-ink">
          {t('account.password')}
        </h2>
        <PasswordForm userId={user.id} />
      </section>
      <section className={`${card} mt-6`} aria-labelledby="notifications">
        <h2 id="notifications" className="mb-4 text-lg font-bold text-ink">
          {t('account.notifications')}
        </h2>
        <NotificationToggle />
        <ReminderSetting />
      </section>
      <section className={`${card} mt-6`} aria-labelledby="calendar-feed">
        <h2 id="calendar-feed" className="mb-2 text-lg font-bold text-ink">
          {t('calendar_feed.title')}
        </h2>
        <CalendarFeedCard />
      </section>
    </ConfigFrame>
  );
}
