import type { VisitBooked, VisitClass } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Page, PageTitle } from '../components/ui/page-title';
import { QueryState } from '../components/ui/query-state';
import { paths } from '../config/paths';
import { useAppConfig } from '../features/app-config/api/get-app-config';
import { useBookTrial, useVisitClasses } from '../features/visits/api/visits';
import { VisitForm } from '../features/visits/components/visit-form';
import { useContentText } from '../lib/content-text';
import { useGymTime } from '../lib/gym-time';

/** "Monday 23 November, 20:00–21:00" at the box. */
function useWhen() {
  const gym = useGymTime();
  return (item: { startTime: string; endTime: string }) => {
    const day = gym.format(item.startTime, { weekday: 'long', day: 'numeric', month: 'long' });
    return `${day.charAt(0).toUpperCase()}${day.slice(1)}, ${gym.time(item.startTime)}–${gym.time(item.endTime)}`;
  };
}

/**
 * /visit/:date/:templateId: a visitor books a free trial of a class of the timetable (see
 * docs/product.md, The first visit), then sees the booking's reference.
 */
export function VisitPage() {
  const { t } = useTranslation();
  const { date = '', templateId = '' } = useParams();
  const classes = useVisitClasses(date);
  return (
    <Page className="max-w-2xl">
      <PageTitle subtitle={t('visit.subtitle')}>{t('visit.title')}</PageTitle>
      <QueryState query={classes}>
        {(list) => {
          const item = list.find((c) => String(c.templateId) === templateId);
          return item ? <TrialOf item={item} /> : <Notice text={t('visit.no_class')} />;
        }}
      </QueryState>
    </Page>
  );
}

function Notice({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3 rounded-2xl bg-white p-4 ring-1 ring-gray-200">
      <p className="text-ink">{text}</p>
      <Link to={paths.schedule} className="font-semibold text-brand-700 underline">
        {t('visit.back_to_schedule')}
      </Link>
    </div>
  );
}

function TrialOf({ item }: { item: VisitClass }) {
  const { t, i18n } = useTranslation();
  const { trialEnabled } = useAppConfig();
  const text = useContentText();
  const when = useWhen();
  const book = useBookTrial();
  const summary = (
    <div className="mb-5 rounded-2xl bg-ink p-4 text-white">
      <p className="text-lg font-bold">{text.name(item.activity)}</p>
      <p>{when(item)}</p>
      <p className="text-sm text-gray-200">{t('visit.places_left', { count: item.placesLeft })}</p>
    </div>
  );
  if (book.data) return <Booked booked={book.data} item={item} />;
  if (!trialEnabled) return <Notice text={t('visit.no_trials')} />;
  if (!item.bookable)
    return (
      <>
        {summary}
        <Notice text={t('visit.not_bookable')} />
      </>
    );
  if (item.placesLeft === 0)
    return (
      <>
        {summary}
        <Notice text={t('visit.full')} />
      </>
    );
  return (
    <>
      {summary}
      <VisitForm
        pending={book.isPending}
        error={book.error}
        onSubmit={(answers) =>
          book.mutate({
            ...answers,
            classId: item.id,
            language: i18n.resolvedLanguage === 'ca' ? 'ca' : 'es',
          })
        }
      />
    </>
  );
}

function Booked({ booked, item }: { booked: VisitBooked; item: VisitClass }) {
  const { t } = useTranslation();
  const text = useContentText();
  const when = useWhen();
  return (
    <section
      aria-labelledby="booked-title"
      className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-gray-200"
    >
      <h2 id="booked-title" className="text-xl font-bold text-ink">
        {t('visit.booked_title')}
      </h2>
      <p className="text-ink">
        {text.name(item.activity)}: {when(item)}
      </p>
      <div>
        <p className="text-sm text-gray-700">{t('visit.reference')}</p>
        <p className="font-mono text-3xl font-bold tracking-widest text-ink" data-testid="visit-reference">
          {booked.reference}
        </p>
        <p className="text-sm text-gray-700">{t('visit.reference_hint')}</p>
      </div>
      <a
        href={`/api/visits/${booked.reference}.ics`}
        className="inline-block font-semibold text-brand-700 underline"
      >
        {t('visit.add_to_calendar')}
      </a>
      <p className="text-sm text-gray-700">{t('visit.mail_sent')}</p>
    </section>
  );
}
