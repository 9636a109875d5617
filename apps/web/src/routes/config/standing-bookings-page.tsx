import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page, PageTitle } from '../../components/ui/page-title';
import { paths } from '../../config/paths';
import { getDayCalendarQueryOptions } from '../../features/schedule/api/get-day-calendar';
import { StandingBookings } from '../../features/standing-bookings/components/standing-bookings';
import { useCurrentUser } from '../../lib/session';

/** `/config/standing`: the member's standing bookings ("reserva fixa"). */
export function StandingBookingsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const calendars = useQueries({ queries: [0, 1, 2, 3, 4, 5, 6].map(getDayCalendarQueryOptions) });
  return (
    <Page className="max-w-2xl">
      <Link to={paths.config} className="text-sm font-semibold text-brand-700">
        ‹ {t('menu.config')}
      </Link>
      <PageTitle subtitle={t('standing.subtitle')}>{t('standing.title')}</PageTitle>
      <StandingBookings userId={user.id} calendars={calendars.map((q) => q.data)} />
    </Page>
  );
}
