import { HOME_PLAN_COUNT } from '@boxbook/domain';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCentralButton } from '../app/layout/use-central-button';
import { ButtonLink } from '../components/ui/button';
import { DeferUntilVisible } from '../components/ui/defer-until-visible';
import { QueryState } from '../components/ui/query-state';
import { Slide, Slider } from '../components/ui/slider';
import { paths } from '../config/paths';
import { useEnabledActivities } from '../features/activities/api/get-activities';
import { ActivityTile } from '../features/activities/components/activity-card';
import { useAppConfig } from '../features/app-config/api/get-app-config';
import { usePlans } from '../features/plans/api/get-plans';
import { PlanGrid } from '../features/plans/components/plan-picker';

// The form (and its validation code) loads only when the visitor scrolls down to it.
const ContactForm = lazy(() =>
  import('../features/contact/components/contact-form').then((m) => ({ default: m.ContactForm })),
);

const INSTALLATIONS = [1, 2, 3, 4, 5, 6] as const;
const OSM_URL = 'https://www.openstreetmap.org/?mlat=41.39955&mlon=2.19465#map=18/41.39955/2.19465';

export function HomePage() {
  const { t } = useTranslation();
  const activities = useEnabledActivities();
  const plans = usePlans();
  const { topPlanKey } = useAppConfig();
  const central = useCentralButton();

  return (
    <>
      <section className="relative isolate flex min-h-[88svh] items-end overflow-hidden bg-ink text-white sm:items-center">
        <img
          src="/img/hero.webp"
          alt=""
          width={1600}
          height={900}
          fetchPriority="high"
          className="absolute inset-0 -z-10 size-full object-cover object-[72%_center] sm:object-center"
        />
        <div className="absolute inset-0 -z-10 bg-gradient-to-t from-black/85 via-black/45 to-black/10 sm:bg-gradient-to-r sm:from-black/50 sm:via-transparent" />
        <div className="mx-auto w-full max-w-6xl px-4 pb-24 sm:px-6 sm:pb-0">
          <p className="text-sm font-bold uppercase tracking-[0.2em] text-brand-400">
            {t('home.hero.kicker')}
          </p>
          <h1 className="mt-3 max-w-xl text-4xl font-extrabold leading-tight sm:text-6xl">
            {t('home.hero.title')}
          </h1>
          <p className="mt-4 max-w-lg text-lg text-gray-200">{t('home.hero.subtitle')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            {/* On phones the bottom menu holds this same button. */}
            <ButtonLink to={central.to} className="max-lg:hidden">
              {t(central.label)}
            </ButtonLink>
            <ButtonLink to={paths.rates} variant="secondary">
              {t('home.hero.see_rates')}
            </ButtonLink>
          </div>
        </div>
      </section>

      <Section title={t('home.activities.title')} subtitle={t('home.activities.subtitle')}>
        <QueryState query={activities} isEmpty={(list) => list.length === 0}>
          {(list) => (
            <Slider label={t('home.activities.title')}>
              {list.map((activity) => (
                <Slide key={activity.id}>
                  <Link
                    to={paths.activities}
                    className="block rounded-2xl focus-visible:outline-2 focus-visible:outline-brand-500"
                  >
                    <ActivityTile activity={activity} />
                  </Link>
                </Slide>
              ))}
            </Slider>
          )}
        </QueryState>
      </Section>

      <Section title={t('home.plans.title')} subtitle={t('home.plans.subtitle')}>
        <QueryState query={plans} isEmpty={(list) => list.length === 0}>
          {(list) => <PlanGrid plans={list.slice(0, HOME_PLAN_COUNT)} topPlanKey={topPlanKey} />}
        </QueryState>
        <ButtonLink to={paths.rates} variant="secondary" className="mt-6">
          {t('home.plans.all')}
        </ButtonLink>
      </Section>

      <Section title={t('home.installations.title')} subtitle={t('home.installations.subtitle')}>
        <Slider label={t('home.installations.title')}>
          {INSTALLATIONS.map((n) => (
            <Slide key={n}>
              <figure className="overflow-hidden rounded-2xl bg-white ring-1 ring-gray-200">
                {/* The caption names the picture; an alt text saying it again is read twice. */}
                <img
                  src={`/img/installations/${n}.webp`}
                  alt=""
                  width={800}
                  height={600}
                  loading="lazy"
                  className="aspect-[4/3] w-full object-cover"
                />
                <figcaption className="px-4 py-3 text-sm font-semibold text-ink">
                  {t(`home.installations.items.${n}`)}
                </figcaption>
              </figure>
            </Slide>
          ))}
        </Slider>
      </Section>

      <Section title={t('home.newsletter.title')} subtitle={t('home.newsletter.subtitle')}>
        <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-8">
          <DeferUntilVisible minHeight={330}>
            <ContactForm idPrefix="home-contact" />
          </DeferUntilVisible>
        </div>
      </Section>

      <Section title={t('home.location.title')}>
        <div className="grid overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-gray-200 md:grid-cols-2">
          <a
            href={OSM_URL}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('home.location.open_map')}
          >
            <img
              src="/img/map.svg"
              alt={t('home.location.map_alt')}
              width={800}
              height={400}
              loading="lazy"
              className="h-full w-full object-cover"
            />
          </a>
          <address className="p-6 not-italic sm:p-8">
            <p className="text-lg font-bold text-ink">Boxbook CrossFit</p>
            <p className="mt-2 text-gray-600">{t('home.address')}</p>
            <p className="mt-4 text-sm text-gray-600">{t('home.location.hours')}</p>
            <a
              href={OSM_URL}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-5 inline-block font-semibold text-brand-700 underline"
            >
              {t('home.location.open_map')}
            </a>
          </address>
        </div>
      </Section>
    </>
  );
}

function Section({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: React.ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-6xl px-4 pt-14 sm:px-6">
      <h2 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{title}</h2>
      {subtitle && <p className="mt-1 mb-6 text-gray-600">{subtitle}</p>}
      {!subtitle && <div className="mb-6" />}
      {children}
    </section>
  );
}
