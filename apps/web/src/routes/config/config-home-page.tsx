import { userFlags } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { logout } from '../../app/session-actions';
import { Button } from '../../components/ui/button';
import { Page } from '../../components/ui/page-title';
import { paths } from '../../config/paths';
import { AvatarUpload } from '../../features/account/components/avatar-upload';
import { useAppConfig } from '../../features/app-config/api/get-app-config';
import { useAppInfo } from '../../features/app-config/api/get-app-info';
import { PlanName } from '../../features/plans/components/plan-name';
import { useCurrentUser } from '../../lib/session';

export function ConfigHomePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const config = useAppConfig();
  const info = useAppInfo();
  const navigate = useNavigate();
  const flags = userFlags(user, config.topPlanKey);
  const links = [
    { to: paths.yourAccount, label: 'config.links.account', show: true },
    { to: paths.standingBookings, label: 'config.links.standing', show: true },
    { to: paths.yourPayments, label: 'config.links.payments', show: true },
    { to: paths.yourRate, label: 'config.links.rate', show: flags.hasPlan },
    // Lift logging is every member's (docs/decisions.md, Training), not only testers' as it first was.
    { to: paths.yourMovements, label: 'config.links.movements', show: true },
    { to: paths.chat, label: 'config.links.chat', show: true },
    { to: paths.household, label: 'config.links.household', show: true },
    { to: paths.personalData, label: 'config.links.personal_data', show: true },
    { to: paths.admin, label: 'config.links.admin', show: flags.isAdmin || flags.isTrainer },
    { to: paths.adminChat, label: 'config.links.inbox', show: flags.isAdmin || flags.isTrainer },
  ].filter((l) => l.show);
  const helpUrl = `https://wa.me/${config.phoneNumber.replace(/\D/g, '')}`;

  return (
    <Page className="max-w-xl">
      <div className="flex flex-col items-center text-center">
        <AvatarUpload user={user} isPro={flags.isPro} />
        <h1 className="mt-3 text-2xl font-extrabold text-ink">
          {user.name} {user.surname}
        </h1>
        <p className="mt-1 text-sm font-semibold text-gray-600">
          {user.plan ? <PlanName plan={user.plan} /> : t('config.no_plan')}
          {flags.isPro && (
            <span className="ml-2 rounded-full bg-ink px-2 py-0.5 text-xs text-white">PRO</span>
          )}
        </p>
      </div>
      {flags.isMaintenance && (
        <p className="mt-6 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {t('config.maintenance_notice')}
        </p>
      )}
      <nav aria-label={t('menu.config')} className="mt-8">
        <ul className="divide-y divide-gray-200 overflow-hidden rounded-2xl bg-white ring-1 ring-gray-200">
          {links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="flex items-center justify-between px-5 py-4 font-semibold text-ink hover:bg-gray-50"
              >
                {t(link.label)}
                <span aria-hidden="true" className="text-gray-400">
                  ›
                </span>
              </Link>
            </li>
          ))}
          <li>
            <a
              href={helpUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="flex items-center justify-between px-5 py-4 font-semibold text-ink hover:bg-gray-50"
            >
              {t('config.links.help')}
              <span aria-hidden="true" className="text-gray-400">
                ↗
              </span>
            </a>
          </li>
        </ul>
      </nav>
      <Button variant="secondary" className="mt-8 w-full" onClick={() => logout(navigate)}>
        {t('menu.logout')}
      </Button>
      <p className="mt-6 text-center text-xs text-gray-600">
        {t('config.version', { version: info.data?.version ?? '…' })}
      </p>
    </Page>
  );
}
