import { useTranslation } from 'react-i18next';
import { PasswordForm } from '../../features/account/components/password-form';
import { PersonalDataForm } from '../../features/account/components/personal-data-form';
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
        <h2 id="notifications" className="text-lg font-bold text-ink">
          {t('account.notifications')}
        </h2>
        <label className="mt-3 flex items-center justify-between gap-4 text-gray-500">
          {t('account.notifications_soon')}
          <input type="checkbox" disabled className="size-5" />
        </label>
      </section>
    </ConfigFrame>
  );
}
