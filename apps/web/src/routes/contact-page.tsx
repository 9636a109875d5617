import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getAppConfigQueryOptions } from '../features/app-config/api/get-app-config';
import { ContactForm } from '../features/contact/components/contact-form';
import { useHydrated } from '../lib/use-hydrated';

export function ContactPage() {
  const { t } = useTranslation();
  // The box's phone once read from the server, never a default in a page prerendered at build
  // time; not while hydrating, which must render what that HTML holds.
  const config = useQuery(getAppConfigQueryOptions()).data;
  const phoneNumber = useHydrated() ? config?.phoneNumber : undefined;
  return (
    <>
      <section className="relative isolate bg-ink pt-28 pb-16 text-white">
        <img
          src="/img/installations/6.webp"
          alt=""
          width={800}
          height={600}
          className="absolute inset-0 -z-10 size-full object-cover opacity-30"
        />
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h1 className="text-4xl font-extrabold sm:text-5xl">{t('contact.title')}</h1>
          <p className="mt-3 max-w-xl text-lg text-gray-200">{t('contact.subtitle')}</p>
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-3">
        <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-8 md:col-span-2">
          <ContactForm />
        </div>
        <address className="space-y-3 not-italic text-gray-700">
          <p className="font-bold text-ink">Boxbook CrossFit</p>
          <p>{t('home.address')}</p>
          <p>
            <a className="font-semibold text-brand-700 underline" href="mailto:hola@boxbook.cat">
              hola@boxbook.cat
            </a>
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
