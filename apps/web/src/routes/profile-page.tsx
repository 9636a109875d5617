import { userFlags } from '@boxbook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Page } from '../components/ui/page-title';
import { paths } from '../config/paths';
import { Avatar } from '../features/account/components/avatar';
import { CreditBubbles } from '../features/account/components/credit-bubbles';
import { RequiredDataDialogs } from '../features/account/components/required-data-dialogs';
import { useAppConfig } from '../features/app-config/api/get-app-config';
import { NextBookings } from '../features/booking/components/next-bookings';
import { ActingFor, ProfileSwitcher } from '../features/household/components/profile-switcher';
import { useActingMember } from '../features/household/hooks/use-acting-member';
import { BuyCreditDialog } from '../features/payments/components/buy-credit-dialog';
import { CreditHistory } from '../features/payments/components/credit-history';
import { PlanEndNotice } from '../features/plans/components/plan-end-notice';
import { PlanName } from '../features/plans/components/plan-name';
import { DayTraining } from '../features/training/components/day-training';
import { useCurrentUser } from '../lib/session';

export function ProfilePage() {
  const { t } = useTranslation();
  const signedIn = useCurrentUser();
  // A guardian switched to a dependent sees the dependent's credits and bookings (Households).
  const acting = useActingMember();
  const user = acting.member;
  const config = useAppConfig();
  const navigate = useNavigate();
  const flags = userFlags(signedIn, config.topPlanKey);
  const [buying, setBuying] = useState<'activity' | 'open' | null>(null);

  /**
   * With credits (or as admin) a bubble leads to booking; without, the buy-credits dialog opens
   * (see docs/product.md, Screens).
   */
  const tapCredits = (kind: 'activity' | 'open') => {
    if (!(flags.isAdmin && acting.as === null) && user.credits[kind] <= 0) return setBuying(kind);
    const activity = kind === 'activity' ? config.defaultActivityKey : config.openActivityKey;
    void navigate(paths.book(activity));
  };

  return (
    <Page className="max-w-xl">
      <div className="flex items-center gap-4">
        <Link to={paths.config} aria-label={t('profile.open_config')} className="shrink-0">
          <Avatar user={signedIn} isPro={flags.isPro} size={72} />
        </Link>
        <div>
          <p className="text-sm text-gray-500">{t('profile.hello')}</p>
          <h1 className="text-2xl font-extrabold text-ink">{flags.shortName}</h1>
          {signedIn.plan && (
            <p className="text-sm font-semibold text-brand-700">
              <PlanName plan={signedIn.plan} />
              {flags.isPro && (
                <span className="ml-2 rounded-full bg-ink px-2 py-0.5 text-xs text-white">PRO</span>
              )}
            </p>
          )}
          {signedIn.plan && <PlanEndNotice userId={signedIn.id} />}
        </div>
      </div>
      <ProfileSwitcher
        self={acting.self}
        dependents={acting.dependents}
        currentId={acting.memberId}
        onSwitch={acting.switchTo}
      />
      {acting.actingName !== null && <ActingFor name={acting.actingName} />}
      {flags.isMaintenance && (
        <p className="mt-6 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {t('config.maintenance_notice')}
        </p>
      )}
      <Link
        to={paths.checkin}
        className="mt-6 flex items-center gap-4 rounded-2xl bg-white p-4 ring-1 ring-gray-200 hover:ring-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <span
          aria-hidden="true"
          className="grid size-12 shrink-0 place-items-center rounded-xl bg-ink text-2xl text-white"
        >
          ▦
        </span>
        <span>
          <span className="block font-bold text-ink">{t('checkin.open')}</span>
          <span className="block text-sm text-gray-600">{t('checkin.open_text')}</span>
        </span>
      </Link>
      <section className="mt-10" aria-label={t('profile.credits_title')}>
        <CreditBubbles user={user} onTap={tapCredits} />
      </section>
      <section className="mt-10" aria-labelledby="next-bookings">
        <h2 id="next-bookings" className="mb-3 text-lg font-bold text-ink">
          {t('profile.next_bookings')}
        </h2>
        <NextBookings emptyTo={paths.book(config.defaultActivityKey)} as={acting.as} />
      </section>
      <section className="mt-10" aria-labelledby="credit-history">
        <h2 id="credit-history" className="mb-3 text-lg font-bold text-ink">
          {t('payments.history.title')}
        </h2>
        <CreditHistory userId={user.id} timeZone={config.timeZone} />
      </section>
      <div className="mt-10">
        <DayTraining userId={acting.memberId} />
      </div>
      <BuyCreditDialog
        open={buying !== null}
        onOpenChange={(open) => !open && setBuying(null)}
        user={user}
        kind={buying ?? 'activity'}
        config={config}
        onAddCard={() => void navigate(paths.yourPaymentsReturningTo(paths.profile))}
        onSeeRates={() => void navigate(paths.rates)}
      />
      <RequiredDataDialogs user={signedIn} />
    </Page>
  );
}
