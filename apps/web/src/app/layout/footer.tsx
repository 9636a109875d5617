import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { paths } from '../../config/paths';
import { getAppConfigQueryOptions } from '../../features/app-config/api/get-app-config';
import { useBoxLegal } from '../../features/app-config/api/get-box-legal';
import { formatPhone } from '../../lib/format';
import { useHydrated } from '../../lib/use-hydrated';
import { LanguageSwitcher } from './language-switcher';

const SOCIAL = [
  { name: 'Instagram', href: 'https://www.instagram.com/boxbookcrossfit' },
  { name: 'Facebook', href: 'https://www.facebook.com/boxbookcrossfit' },
  { name: 'YouTube', href: 'https://www.youtube.com/@boxbookcrossfit' },
] as const;

export function Footer() {
  const { t } = useTranslation();
  // The box's phone, e-mail and company once read from the server (never a default in a page
  // prerendered at build time: the build does not know the box), the year once in the browser
  // (the build's goes stale at New Year): all only after hydration, which must render what the
  // prerendered HTML holds. E-mail and company are the legal pages' (the environment's).
  const config = useQuery(getAppConfigQueryOptions()).data;
  const legal = useBoxLegal().data;
  const hydrated = useHydrated();
  const phoneNumber = hydrated ? config?.phoneNumber : undefined;
  const box = hydrated ? legal : undefined;
  return (
    <footer className="mt-16 bg-ink pb-28 text-gray-300 lg:pb-10">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 pt-10 sm:grid-cols-3 sm:px-6">
        <div>
          <Logo className="text-white" />
          <p className="mt-3 text-sm">{t('footer.tagline')}</p>
        </div>
        <div>
          <h2 className="text-sm font-bold uppercase tracking-wide text-white">{t('footer.contact')}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li className="min-h-5">
              {box && (
                <a className="hover:text-white" href={`mailto:${box.email}`}>
                  {box.email}
                </a>
              )}
            </li>
            <li className="min-h-5">
              {phoneNumber && (
                <a className="hover:text-white" href={`tel:${phoneNumber.replace(/\s/g, '')}`}>
                  {formatPhone(phoneNumber)}
                </a>
              )}
            </li>
            <li>{t('home.address')}</li>
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-bold uppercase tracking-wide text-white">{t('footer.follow')}</h2>
          <ul className="mt-3 flex gap-4 text-sm">
            {SOCIAL.map((s) => (
              <li key={s.name}>
                <a className="hover:text-white" href={s.href} rel="noopener noreferrer" target="_blank">
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
          <div className="mt-4">
            <LanguageSwitcher tone="light" />
          </div>
        </div>
      </div>
      <div className="mx-auto mt-8 flex max-w-6xl flex-wrap gap-x-6 gap-y-2 border-t border-white/10 px-4 pt-6 text-xs sm:px-6">
        <span className="min-w-40">
          © {hydrated && new Date().getFullYear()} {box?.legalName}
        </span>
        <Link className="hover:text-white" to={paths.privacyPolicy}>
          {t('legal.privacy_policy.title')}
        </Link>
        <Link className="hover:text-white" to={paths.cookiePolicy}>
          {t('legal.cookie_policy.title')}
        </Link>
        <Link className="hover:text-white" to={paths.legalNotice}>
          {t('legal.legal_notice.title')}
        </Link>
        <Link className="hover:text-white" to={paths.boxTerms}>
          {t('terms.page.link')}
        </Link>
      </div>
    </footer>
  );
}
