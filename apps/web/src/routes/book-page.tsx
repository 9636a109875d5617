import { addDaysTo, userFlags } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { YesNoDialog } from '../components/ui/dialog';
import { QueryState } from '../components/ui/query-state';
import { paths } from '../config/paths';
import { useEnabledActivities } from '../features/activities/api/get-activities';
import { useAppConfig } from '../features/app-config/api/get-app-config';
import { useDayClasses } from '../features/booking/api/use-day-classes';
import { ActivityRow } from '../features/booking/components/activity-row';
import { BookingOpensNotice } from '../features/booking/components/booking-opens-notice';
import { BookingRefusal } from '../features/booking/components/booking-refusal';
import { ClassCard } from '../features/booking/components/class-card';
import { CreditsOfKind } from '../features/booking/components/credits-of-kind';
import { DayChips } from '../features/booking/components/day-chips';
import { DayClasses } from '../features/booking/components/day-classes';
import { useBookingActions } from '../features/booking/hooks/use-booking-actions';
import { ActingFor, ProfileSwitcher } from '../features/household/components/profile-switcher';
import { useActingMember } from '../features/household/hooks/use-acting-member';
import { BuyCreditDialog } from '../features/payments/components/buy-credit-dialog';
import { TermsPrompt } from '../features/terms/components/terms-prompt';
import { useCancelLimitText } from '../lib/cancel-limit-text';
import { useContentText } from '../lib/content-text';
import { useGymTime } from '../lib/gym-time';
import { useCurrentUser } from '../lib/session';

/** `/book/{activity}`: booking opens on the box's today. */
export function BookTodayRedirect() {
  const { activity = '' } = useParams();
  return <Navigate to={paths.book(activity, useGymTime().today())} replace />;
}

/**
 * Book `/book/{activity}/{date}`: pick activity and day, join, wait or leave, live (see
 * docs/product.md, Screens).
 */
export function BookPage() {
  const { t } = useTranslation();
  const today = useGymTime().today();
  const { activity: activityName = '', date = today } = useParams();
  const navigate = useNavigate();
  const user = useCurrentUser();
  // A guardian books for the dependent they switched to: their places, their credits (Households).
  const acting = useActingMember();
  const config = useAppConfig();
  const { daysToShow } = config;
  const flags = userFlags(user, config.topPlanKey);
  const cancelLimit = useCancelLimitText(config.cancelLimitMinutes);
  const activities = useEnabledActivities();
  const activity = activities.data?.find(
    (a) => a.key === activityName.replaceAll('-', '_') || a.name.toLowerCase() === activityName.toLowerCase(),
  );
  const creditKind = activity?.creditType === 'OPEN' ? 'open' : 'activity';
  const text = useContentText();
  // A day past those members see (reached from the timetable) has no classes to ask for yet.
  const beyondWindow = date > addDaysTo(today, daysToShow - 1);
  const classes = useDayClasses(activity?.id, date, !beyondWindow, acting.as);
  const booking = useBookingActions(acting.memberId);
  const days = Array.from({ length: daysToShow }, (_, i) => addDaysTo(today, i));
  const nextDay = days.includes(date) ? days[days.indexOf(date) + 1] : undefined;
  const dayOf = (day: string) => paths.book(activity?.key ?? activityName, day);
  const confirming = typeof booking.dialog === 'object' ? booking.dialog : null;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-5 sm:px-6">
      <div className="flex items-center justify-between">
        <Link to={paths.profile} className="text-sm font-semibold text-brand-700">
          ‹ {t('menu.profile')}
        </Link>
        <h1 className="text-lg font-extrabold text-ink">{t('book.title')}</h1>
      </div>
      <ProfileSwitcher
        self={acting.self}
        dependents={acting.dependents}
        currentId={acting.memberId}
        onSwitch={acting.switchTo}
      />
      {acting.actingName !== null && <ActingFor name={acting.actingName} />}
      <TermsPrompt userId={user.id} blocking={config.termsBlockBooking} />
      {activity && <CreditsOfKind kind={creditKind} member={acting.member} />}
      <ActivityRow
        currentId={activity?.id}
        activities={(activities.data ?? []).map((a) => ({
          id: a.id,
          label: text.name(a),
          to: paths.book(a.key, date),
        }))}
      />
      <DayChips days={days} selected={date} onSelect={(d) => void navigate(dayOf(d))} />
      <BookingRefusal error={booking.failure} />
      <div className="mt-4">
        {activities.isSuccess && !activity ? (
          <p className="py-10 text-center text-gray-500">{t('book.unknown_activity')}</p>
        ) : beyondWindow ? (
          <BookingOpensNotice
            date={date}
            daysToShow={daysToShow}
            bookFutureClassStartHour={config.bookFutureClassStartHour}
          />
        ) : (
          <QueryState query={classes} isEmpty={(list) => list.length === 0} emptyText={t('book.no_classes')}>
            {(list) => (
              <DayClasses
                list={list}
                nextDayTo={nextDay && dayOf(nextDay)}
                card={(item) => (
                  <ClassCard
                    item={item}
                    sheetTo={
                      (flags.isAdmin || flags.isTrainer) && acting.as === null
                        ? paths.classSheet(activityName, date, item.id)
                        : undefined
                    }
                    busy={booking.busy}
                    onJoin={() => booking.onJoin(item)}
                    onLeave={() => booking.onLeave(item)}
                  />
                )}
              />
            )}
          </QueryState>
        )}
      </div>
      <BuyCreditDialog
        open={booking.dialog === 'no_credits'}
        onOpenChange={(open) => !open && booking.closeDialog()}
        reason="no_credits"
        user={acting.member}
        kind={creditKind}
        config={config}
        onAddCard={() => void navigate(paths.yourPaymentsReturningTo(paths.book(activityName, date)))}
        onSeeRates={() => void navigate(paths.rates)}
      />
      <YesNoDialog
        open={confirming !== null}
        onOpenChange={booking.closeDialog}
        title={t('book.penalty.title')}
        message={t('book.penalty.message', { limit: cancelLimit })}
        onYes={() => confirming && booking.onLeave(confirming.confirmLeave, true)}
      />
    </div>
  );
}
