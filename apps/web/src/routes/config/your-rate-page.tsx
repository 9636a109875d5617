import type { Membership } from '@boxbook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../components/ui/button';
import { YesNoDialog } from '../../components/ui/dialog';
import { FormError, inputClass } from '../../components/ui/form-field';
import { QueryState } from '../../components/ui/query-state';
import { paths } from '../../config/paths';
import { useAppConfig } from '../../features/app-config/api/get-app-config';
import { usePlans } from '../../features/plans/api/get-plans';
import {
  type MembershipRequest,
  useMembership,
  useMembershipChange,
} from '../../features/plans/api/membership';
import { useContentText } from '../../lib/content-text';
import { errorCodeOf } from '../../lib/error-code';
import { formatPrice } from '../../lib/format';
import { useCurrentUser } from '../../lib/session';
import { ConfigFrame } from './config-frame';

/**
 * your-rate: the plan, its next renewal, change, leave, pause and resume with the day rule (see
 * docs/product.md, Plans and renewals).
 */
export function YourRatePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const membership = useMembership(user.id);
  return (
    <ConfigFrame title={t('config.links.rate')}>
      <QueryState query={membership}>
        {(data) => <RateDetails membership={data} userId={user.id} />}
      </QueryState>
    </ConfigFrame>
  );
}

function RateDetails({ membership, userId }: { membership: Membership; userId: number }) {
  const { t, i18n } = useTranslation();
  const config = useAppConfig();
  const plans = usePlans();
  const text = useContentText();
  const change = useMembershipChange(userId);
  const [confirm, setConfirm] = useState<MembershipRequest | null>(null);
  const [newPlan, setNewPlan] = useState<string>('');
  const [newPro, setNewPro] = useState(false);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.resolvedLanguage, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${iso}T12:00:00Z`));
  const price = (value: number) => formatPrice(value, i18n.resolvedLanguage);
  const box = 'rounded-2xl bg-white p-5 ring-1 ring-gray-200 sm:p-6';
  const { plan, pending, nextRenewal } = membership;
  const targetPlan = plans.data?.find((p) => String(p.id) === newPlan);
  const targetPro = Boolean(targetPlan && newPro && targetPlan.key !== config.topPlanKey);
  // Asking for the plan (and Pro) the member already has would change nothing: say so instead.
  const samePlan = targetPlan !== undefined && targetPlan.id === plan?.id && targetPro === membership.pro;

  if (!plan)
    return (
      <div className={box}>
        <p className="text-gray-700">{t('your_rate.no_plan')}</p>
        <ButtonLink to={paths.rates} className="mt-4">
          {t('rates.title')}
        </ButtonLink>
      </div>
    );

  const run = (request: MembershipRequest) => change.mutate(request, { onSettled: () => setConfirm(null) });

  return (
    <div className="space-y-6">
      <section className={box} aria-labelledby="current-plan">
        <h2 id="current-plan" className="text-sm font-semibold uppercase tracking-wide text-gray-600">
          {t('your_rate.current')}
        </h2>
        <p className="mt-1 text-2xl font-extrabold text-ink">
          {text.name(plan)}
          {membership.pro && (
            <span className="ml-2 rounded-full bg-ink px-2 py-0.5 align-middle text-xs text-white">PRO</span>
          )}
        </p>
        {membership.monthlyAmount !== null && (
          <p className="text-gray-700">
            {t('your_rate.monthly', { price: price(membership.monthlyAmount) })}
          </p>
        )}
        {membership.status === 'MAINTENANCE' && (
          <p className="mt-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {t('config.maintenance_notice')}
          </p>
        )}
        <p className="mt-3 text-sm text-gray-700">
          {nextRenewal
            ? t(`your_rate.next_renewal_${nextRenewal.method}`, {
                date: date(nextRenewal.date),
                price: price(nextRenewal.amount),
              })
            : t('your_rate.no_renewal')}
        </p>
      </section>

      {pending && (
        <section className={`${box} ring-brand-300`} aria-labelledby="pending">
          <h2 id="pending" className="font-bold text-ink">
            {t('your_rate.pending_title')}
          </h2>
          <p className="mt-1 text-gray-700">
            {t(`your_rate.pending.${pending.kind}`, {
              date: date(pending.effectiveOn),
              plan: pending.plan ? text.name(pending.plan) : '',
              pro: pending.pro ? ' + Pro' : '',
            })}
          </p>
          <Button
            variant="secondary"
            className="mt-3"
            disabled={change.isPending}
            onClick={() => run({ kind: 'cancel' })}
          >
            {t('your_rate.cancel_request')}
          </Button>
        </section>
      )}

      <p className="rounded-xl bg-gray-100 px-4 py-3 text-sm text-gray-700">
        {t('your_rate.rule', {
          day: membership.changePlanDayLimit,
          date: date(membership.requestEffectiveOn),
        })}
      </p>
      <FormError code={change.error ? (errorCodeOf(change.error) ?? 'network') : null} />

      <section className={box} aria-labelledby="change-plan">
        <h2 id="change-plan" className="mb-3 text-lg font-bold text-ink">
          {t('your_rate.change_title')}
        </h2>
        <label className="block text-sm font-semibold text-gray-700">
          {t('your_rate.new_plan')}
          <select className={inputClass} value={newPlan} onChange={(e) => setNewPlan(e.target.value)}>
            <option value="">—</option>
            {plans.data?.map((p) => (
              <option key={p.id} value={p.id}>
                {text.name(p)} · {price(p.price)}
              </option>
            ))}
          </select>
        </label>
        {targetPlan && targetPlan.key !== config.topPlanKey && (
          <label className="mt-3 flex items-center gap-3 text-sm font-semibold text-gray-700">
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={newPro}
              onChange={(e) => setNewPro(e.target.checked)}
            />
            {t('rates.checkout.pro', { price: price(config.proPrice) })}
          </label>
        )}
        {samePlan && (
          <p role="status" className="mt-3 text-sm font-medium text-gray-700">
            {t('error.same_plan')}
          </p>
        )}
        <Button
          className="mt-4"
          disabled={!targetPlan || samePlan || change.isPending}
          onClick={() => targetPlan && setConfirm({ kind: 'change', planId: targetPlan.id, pro: targetPro })}
        >
          {t('your_rate.change')}
        </Button>
      </section>

      <section className={box} aria-labelledby="pause-leave">
        <h2 id="pause-leave" className="mb-3 text-lg font-bold text-ink">
          {t('your_rate.pause_title')}
        </h2>
        <p className="mb-4 text-sm text-gray-600">{t('your_rate.pause_explained')}</p>
        <div className="flex flex-wrap gap-3">
          {membership.status === 'MAINTENANCE' ? (
            <Button
              variant="secondary"
              disabled={change.isPending}
              onClick={() => setConfirm({ kind: 'resume' })}
            >
              {t('your_rate.resume')}
            </Button>
          ) : (
            <Button
              variant="secondary"
              disabled={change.isPending}
              onClick={() => setConfirm({ kind: 'pause' })}
            >
              {t('your_rate.pause')}
            </Button>
          )}
          <Button
            variant="ghost"
            className="text-red-700"
            disabled={change.isPending}
            onClick={() => setConfirm({ kind: 'leave' })}
          >
            {t('your_rate.leave')}
          </Button>
        </div>
      </section>

      <YesNoDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm ? t(`your_rate.confirm.${confirm.kind}_title`) : ''}
        message={
          confirm?.kind === 'change' && targetPlan
            ? t('your_rate.confirm.change_message', {
                date: date(membership.requestEffectiveOn),
                plan: text.name(targetPlan),
                pro: targetPro ? ' + Pro' : '',
                price: price(targetPlan.price + (targetPro ? config.proPrice : 0)),
              })
            : t('your_rate.confirm.message', { date: date(membership.requestEffectiveOn) })
        }
        loading={change.isPending}
        onYes={() => confirm && run(confirm)}
      />
    </div>
  );
}
