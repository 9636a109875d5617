import { useQueries } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Page } from '../../components/ui/page-title';
import { QueryState } from '../../components/ui/query-state';
import { paths } from '../../config/paths';
import { AdminNav } from '../../features/class-admin/components/admin-nav';
import { useHousehold } from '../../features/household/api/household';
import { StaffHousehold } from '../../features/household/components/staff-household';
import { memberQueryOptions } from '../../features/members/api/members';
import { BookingsPanel } from '../../features/members/components/bookings-panel';
import { CreditsPanel } from '../../features/members/components/credits-panel';
import { MemberForm } from '../../features/members/components/member-form';
import { MemberHeader } from '../../features/members/components/member-header';
import { PaymentsPanel } from '../../features/members/components/payments-panel';
import { PlanPanel } from '../../features/members/components/plan-panel';
import { PlanName } from '../../features/plans/components/plan-name';
import { getDayCalendarQueryOptions } from '../../features/schedule/api/get-day-calendar';
import { StandingBookings } from '../../features/standing-bookings/components/standing-bookings';
import { useLiveQuery } from '../../lib/use-live-query';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mb-8 rounded-2xl bg-white p-4 ring-1 ring-gray-200 sm:p-6">
      <h2 id={id} className="mb-4 text-xl font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** `/admin/users/{id}`: one member for an admin, live (their credits change as they book). */
export function AdminMemberPage() {
  const { t } = useTranslation();
  const userId = Number(useParams().id);
  const member = useLiveQuery(memberQueryOptions(userId), { destinations: () => [`/user/${userId}/read`] });
  const household = useHousehold(userId);
  const calendars = useQueries({ queries: [0, 1, 2, 3, 4, 5, 6].map(getDayCalendarQueryOptions) });
  return (
    <Page className="max-w-5xl">
      <AdminNav isAdmin />
      <Link to={paths.adminUsers} className="text-sm font-semibold text-brand-700">
        ‹ {t('members.title')}
      </Link>
      <QueryState query={member}>
        {(user) => (
          <div className="mt-4">
            <MemberHeader user={user} plan={user.plan ? <PlanName plan={user.plan} /> : null} />
            <Section id="member-data" title={t('members.sections.data')}>
              <MemberForm user={user} />
            </Section>
            <Section id="member-household" title={t('household.member_page_title')}>
              <QueryState query={household}>
                {(h) => <StaffHousehold member={user} household={h} />}
              </QueryState>
            </Section>
            <Section id="member-plan" title={t('members.sections.plan')}>
              <PlanPanel userId={user.id} />
            </Section>
            <Section id="member-credits" title={t('members.sections.credits')}>
              <CreditsPanel userId={user.id} />
            </Section>
            <Section id="member-bookings" title={t('members.sections.bookings')}>
              <BookingsPanel userId={user.id} />
            </Section>
            <Section id="member-payments" title={t('members.sections.payments')}>
              <PaymentsPanel userId={user.id} />
            </Section>
            <Section id="member-standing" title={t('standing.title')}>
              <StandingBookings userId={user.id} calendars={calendars.map((q) => q.data)} forAdmin />
            </Section>
          </div>
        )}
      </QueryState>
    </Page>
  );
}
