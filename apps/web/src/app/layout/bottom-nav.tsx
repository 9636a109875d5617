import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { useCentralButton } from './use-central-button';
import { useBottomNavVisible } from './use-scroll';

const ICONS: Record<string, string> = {
  home: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z',
  schedule: 'M7 3v3M17 3v3M4 8h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z',
  rates: 'M4 7h16v10H4zM4 11h16',
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 9a7 7 0 0 1 14 0',
};

function Icon({ name }: { name: string }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <path d={ICONS[name]} strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}

/** The phone menu at the bottom; it gets out of the way while scrolling down. */
export function BottomNav() {
  const { t } = useTranslation();
  const session = useSession();
  const visible = useBottomNavVisible();
  const central = useCentralButton();
  const side = [
    { to: paths.home, label: 'menu.home', icon: 'home', end: true },
    { to: paths.schedule, label: 'menu.schedule', icon: 'schedule' },
  ];
  const after = [
    { to: paths.rates, label: 'menu.rates', icon: 'rates' },
    session
      ? { to: paths.profile, label: 'menu.profile', icon: 'profile' }
      : { to: paths.login, label: 'menu.login_short', icon: 'profile' },
  ];
  const link = ({ isActive }: { isActive: boolean }) =>
    `flex min-w-0 flex-1 flex-col items-center gap-0.5 py-2 text-xs font-medium ${isActive ? 'font-bold text-brand-700' : 'text-gray-700'}`;
  const entry = (item: { to: string; label: string; icon: string; end?: boolean }) => (
    <NavLink key={item.to} to={item.to} end={item.end} className={link}>
      <Icon name={item.icon} />
      <span className="max-w-full truncate">{t(item.label)}</span>
    </NavLink>
  );
  return (
    <nav
      aria-label={t('header.bottom_menu')}
      data-visible={visible}
      className={`fixed inset-x-0 bottom-0 z-30 border-t border-gray-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur transition-transform duration-300 lg:hidden ${
        visible ? 'translate-y-0' : 'translate-y-full'
      }`}
    >
      <div className="mx-auto flex max-w-md items-end px-2">
        {side.map(entry)}
        <NavLink
          to={central.to}
          className="-mt-5 mx-1 flex shrink-0 flex-col items-center gap-1 rounded-2xl bg-brand-700 px-3 py-2 text-xs font-bold text-white shadow-lg"
        >
          <svg
            width="22"
            height="22"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M12 5v14M5 12h14" strokeLinecap="round" />
          </svg>
          {t(central.label)}
        </NavLink>
        {after.map(entry)}
      </div>
    </nav>
  );
}
