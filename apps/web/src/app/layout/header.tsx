import * as RadixDialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { Logo } from '../../components/ui/logo';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { logout } from '../session-actions';
import { LanguageSwitcher } from './language-switcher';
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
  const surface = light ? 'bg-transparent text-white' : 'bg-white/95 text-ink shadow-sm backdrop-blur';
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
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={'end' in item}
                  className={({ isActive }) =>
                    `rounded-full px-2.5 py-1.5 text-sm font-medium whitespace-nowrap transition ${
                      isActive ? 'text-brand-500' : light ? 'hover:bg-white/15' : 'hover:bg-gray-100'
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
          <Link to={central.to} className={buttonClass('primary', 'hidden sm:inline-flex')}>
            {t(central.label)}
          </Link>
          <NavLink
            to={session ? paths.profile : paths.login}
            className={`hidden rounded-full px-3 py-1.5 text-sm font-semibold 2xl:inline-flex ${light ? 'hover:bg-white/15' : 'hover:bg-gray-100'}`}
          >
            {t(session ? 'menu.profile' : 'menu.login')}
          </NavLink>
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} light={light} />
        </div>
      </div>
    </header>
  );
}

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
  const session = useSession();
  const navigate = useNavigate();
  const close = () => onOpenChange(false);
  const item = ({ isActive }: { isActive: boolean }) =>
    `block rounded-xl px-4 py-3 text-base font-semibold ${isActive ? 'bg-brand-50 text-brand-700' : 'hover:bg-gray-100'}`;
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Trigger
        className={`rounded-full p-2 ${light ? 'hover:bg-white/15' : 'hover:bg-gray-100'}`}
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
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <RadixDialog.Content className="fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] flex-col overflow-y-auto bg-white p-4 text-ink shadow-xl animate-slide-in">
          <div className="mb-4 flex items-center justify-between">
            <RadixDialog.Title className="text-lg font-bold">{t('header.menu')}</RadixDialog.Title>
            <RadixDialog.Description className="sr-only">{t('header.menu')}</RadixDialog.Description>
            <RadixDialog.Close className="rounded-full p-2 hover:bg-gray-100" aria-label={t('common.close')}>
              ✕
            </RadixDialog.Close>
          </div>
          <nav aria-label={t('header.menu')}>
            <ul className="space-y-1">
              {MENU_ITEMS.map((m) => (
                <li key={m.to}>
                  <NavLink to={m.to} end={'end' in m} className={item} onClick={close}>
                    {t(m.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
            <hr className="my-3 border-gray-200" />
            <ul className="space-y-1">
              {session ? (
                <>
                  <li>
                    <NavLink to={paths.profile} className={item} onClick={close}>
                      {t('menu.profile')}
                    </NavLink>
                  </li>
                  <li>
                    <NavLink to={paths.config} className={item} onClick={close}>
                      {t('menu.config')}
                    </NavLink>
                  </li>
                  <li>
                    <button
                      type="button"
                      className="block w-full rounded-xl px-4 py-3 text-left text-base font-semibold hover:bg-gray-100"
                      onClick={() => {
                        close();
                        logout(navigate);
                      }}
                    >
                      {t('menu.logout')}
                    </button>
                  </li>
                </>
              ) : (
                <>
                  <li>
                    <NavLink to={paths.signup} className={item} onClick={close}>
                      {t('menu.signup')}
                    </NavLink>
                  </li>
                  <li>
                    <NavLink to={paths.login} className={item} onClick={close}>
                      {t('menu.login')}
                    </NavLink>
                  </li>
                </>
              )}
            </ul>
          </nav>
          <div className="mt-auto pt-6">
            <LanguageSwitcher />
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
