import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { Logo } from '../../components/ui/logo';
import { paths } from '../../config/paths';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { useSession } from '../../lib/session';
import { MENU_ITEMS } from './nav-items';
import { useCentralButton } from './use-central-button';
import { useStickyHeader } from './use-scroll';

export function Header({ hero }: { hero: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const sticky = useStickyHeader();
  const central = useCentralButton();
  const [menuOpen, setMenuOpen] = useState(false);
  const light = hero && !sticky;

  const position = hero ? 'fixed inset-x-0 top-0' : 'sticky top-0';
  // Over the hero picture a dark veil keeps the menu readable whatever the picture holds there.
  const surface = light
    ? 'bg-gradient-to-b from-black/70 to-transparent text-white'
    : 'bg-white/95 text-ink shadow-sm backdrop-blur';
  return (
    <header
      data-sticky={sticky}
      data-hero={hero}
      className={`${position} z-40 transition-colors duration-300 ${surface} ${sticky ? 'py-2' : 'py-3 sm:py-4'}`}
    >
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 sm:px-6">
        <Link to={session ? paths.profile : paths.home} aria-label={t('header.logo')} className="shrink-0">
          <Logo />
        </Link>
        <nav aria-label={t('header.menu')} className="hidden flex-1 justify-center lg:flex">
          <ul className="flex items-center gap-1">
            {MENU_ITEMS.map((item) => (
              <li key={item.to} className={item.wide ? 'hidden 2xl:block' : undefined}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) =>
                    `rounded-full px-2.5 py-1.5 text-sm font-medium whitespace-nowrap transition ${
                      isActive
                        ? light
                          ? 'text-brand-400'
                          : 'text-brand-700'
                        : light
                          ? 'hover:bg-white/15'
                          : 'hover:bg-gray-100'
                    }`
                  }
                >
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {/* Below lg the bottom menu carries this button: one "register" on a phone, not three. */}
          <Link to={central.to} className={buttonClass('primary', 'whitespace-nowrap max-lg:hidden')}>
            {t(central.label)}
          </Link>
          <NavLink
            to={session ? paths.profile : paths.login}
            className={`hidden rounded-full px-3 py-1.5 text-sm font-semibold whitespace-nowrap lg:inline-flex ${light ? 'hover:bg-white/15' : 'hover:bg-gray-100'}`}
          >
            {t(session ? 'menu.profile' : 'menu.login')}
          </NavLink>
          {session && <NotificationBell userId={session.user.id} light={light} />}
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} light={light} />
        </div>
      </div>
    </header>
  );
}

const loadMobileMenu = () => import('./mobile-menu');
const MobileMenuPanel = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenuPanel })));

/** The menu button; its panel (and Radix with it) loads when first wanted, not with every page. */
function MobileMenu({
  open,
  onOpenChange,
  light,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  light: boolean;
}) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => onOpenChange(true)}
        onPointerEnter={loadMobileMenu}
        onFocus={loadMobileMenu}
        className={`shrink-0 rounded-full p-2 ${light ? 'hover:bg-white/15' : 'hover:bg-gray-100'}`}
        aria-label={t('header.open_menu')}
      >
        <svg
          width="24"
          height="24"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
        </svg>
      </button>
      {opened && (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} onOpenChange={onOpenChange} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
