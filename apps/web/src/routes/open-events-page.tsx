import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page, PageTitle } from '../components/ui/page-title';
import { QueryState } from '../components/ui/query-state';
import { paths } from '../config/paths';
import { useOpenEvents } from '../features/open-events/api/open-events';
import { useContentText } from '../lib/content-text';
import { useGymTime } from '../lib/gym-time';

/** The box's in-house Opens, newest first, each leading to its page. */
export function OpenEventsPage() {
  const { t } = useTranslation();
  const text = useContentText();
  const gym = useGymTime();
  const events = useOpenEvents();
  const day = (date: string) => gym.format(`${date}T12:00:00Z`, { day: 'numeric', month: 'long' });
  return (
    <Page className="max-w-3xl">
      <PageTitle subtitle={t('open.list.subtitle')}>{t('open.list.title')}</PageTitle>
      <QueryState query={events} isEmpty={(list) => list.length === 0} emptyText={t('open.list.empty')}>
        {(list) => (
          <ul className="space-y-3">
            {list.map((event) => (
              <li key={event.id}>
                <Link
                  to={paths.openEvent(event.id)}
                  className="block rounded-2xl bg-white p-4 ring-1 ring-gray-200 hover:ring-brand-500"
                >
                  <span className="block text-lg font-bold text-ink">{text.name(event)}</span>
                  <span className="block text-sm text-gray-600">
                    {day(event.startsOn)} – {day(event.endsOn)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Page>
  );
}
