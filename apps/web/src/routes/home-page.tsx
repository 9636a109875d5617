import { HOME_PLAN_COUNT } from '@boxbook/domain';
import { lazy, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCentralButton } from '../app/layout/use-central-button';
import { ButtonLink } from '../components/ui/button';
import { DeferUntilVisible } from '../components/ui/defer-until-visible';
import { useNearViewport } from '../components/ui/near-viewport';
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
/**
 * How far below the screen the installations' pictures start loading. At the start the row is
 * 1,350–1,450 px from the top on a phone or a laptop (the sections above still waiting for their
 * data): this keeps it out of reach of an 800–850 px screen until the visitor scrolls.
 */
const INSTALLATIONS_AHEAD_PX = 400;
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
        <Installations label={t('home.installations.title')} />
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

/**
 * The installations' six pictures, asked for once the visitor scrolls near them. As `loading="lazy"`
 * pictures they were within Chrome's lazy-load distance of a phone's first screen, so they loaded
 * with the hero and delayed its paint (docs/performance.md, "Session 15: the first screen"). Each
 * frame keeps its size meanwhile, so nothing moves when they arrive.
 */
function Installations({ label }: { label: string }) {
  const { t } = useTranslation();
  const row = useRef<HTMLDivElement>(null);
  const near = useNearViewport(row, INSTALLATIONS_AHEAD_PX);
  return (
    <div ref={row}>
      <Slider label={label}>
        {INSTALLATIONS.map((n) => (
          <Slide key={n}>
            <figure className="overflow-hidden rounded-2xl bg-white ring-1 ring-gray-200">
              <div className="aspect-[4/3] w-full bg-gray-100">
                {/* The caption names the picture; an alt text saying it again is read twice. */}
                {near && (
                  <img
                    src={`/img/installations/${n}.webp`}
                    alt=""
                    width={800}
                    height={600}
                    className="size-full object-cover"
                  />
                )}
              </div>
              <figcaption className="px-4 py-3 text-sm font-semibold text-ink">
                {t(`home.installations.items.${n}`)}
              </figcaption>
            </figure>
          </Slide>
        ))}
      </Slider>
    </div>
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
