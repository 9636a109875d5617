import * as RadixDialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { OpenMenuLink } from '../../features/open-events/components/open-menu-link';
import { useSession } from '../../lib/session';
import { logout } from '../session-actions';
import { LanguageSwitcher } from './language-switcher';
import { MENU_ITEMS } from './nav-items';

/** The phone's side menu, loaded when first opened (header.tsx): Radix is not in the first download. */
export function MobileMenuPanel({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  /** The button that opened it, focused again on closing. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const close = () => onOpenChange(false);
  const item = ({ isActive }: { isActive: boolean }) =>
    `block rounded-xl px-4 py-3 text-base font-semibold ${isActive ? 'bg-brand-50 text-brand-700' : 'hover:bg-gray-100'}`;
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <RadixDialog.Content
          className="fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] flex-col overflow-y-auto bg-white p-4 text-ink shadow-xl animate-slide-in"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
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
                  <NavLink to={m.to} end={m.end} className={item} onClick={close}>
                    {t(m.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
            <hr className="my-3 border-gray-200" />
            <ul className="space-y-1">
              {session ? (
                <>
                  <OpenMenuLink className={item} onClick={close} />
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
