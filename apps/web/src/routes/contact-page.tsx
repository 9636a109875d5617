import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageBanner } from '../components/ui/page-banner';
import { getAppConfigQueryOptions } from '../features/app-config/api/get-app-config';
import { useBoxLegal } from '../features/app-config/api/get-box-legal';
import { ContactForm } from '../features/contact/components/contact-form';
import { useHydrated } from '../lib/use-hydrated';

export function ContactPage() {
  const { t } = useTranslation();
  // The box's phone and e-mail once read from the server, never a default in a page prerendered
  // at build time; not while hydrating, which must render what that HTML holds. The e-mail is the
  // legal pages' (the environment's).
  const config = useQuery(getAppConfigQueryOptions()).data;
  const legal = useBoxLegal().data;
  const hydrated = useHydrated();
  const phoneNumber = hydrated ? config?.phoneNumber : undefined;
  const email = hydrated ? legal?.email : undefined;
  return (
    <>
      <PageBanner
        image="/img/installations/6.webp"
        title={t('contact.title')}
        subtitle={t('contact.subtitle')}
      />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-3">
        <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-8 md:col-span-2">
          <ContactForm />
        </div>
        <address className="space-y-3 not-italic text-gray-700">
          <p className="font-bold text-ink">Boxbook CrossFit</p>
          <p>{t('home.address')}</p>
          <p className="min-h-6">
            {email && (
              <a className="font-semibold text-brand-700 underline" href={`mailto:${email}`}>
                {email}
              </a>
            )}
          </p>
          <p className="min-h-6">
            {phoneNumber && (
              <a
                className="font-semibold text-brand-700 underline"
                href={`tel:${phoneNumber.replace(/\s/g, '')}`}
              >
                {phoneNumber}
              </a>
            )}
          </p>
          <p className="text-sm">{t('home.location.hours')}</p>
        </address>
      </div>
    </>
  );
}
