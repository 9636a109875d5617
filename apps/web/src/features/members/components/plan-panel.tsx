import type { Membership, Plan } from '@boxbook/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { YesNoDialog } from '../../../components/ui/dialog';
import { inputClass } from '../../../components/ui/form-field';
import { QueryState } from '../../../components/ui/query-state';
import { useContentText } from '../../../lib/content-text';
import { errorCodeOf } from '../../../lib/error-code';
import { formatPrice, localeOf } from '../../../lib/format';
import { type PlanAction, useJoinablePlans, useMemberMembership, usePlanAction } from '../api/members';

/** A calendar day (YYYY-MM-DD) in words, whatever the browser's zone. */
const useDay = () => {
  const { i18n } = useTranslation();
  return (day: string) =>
    new Intl.DateTimeFormat(localeOf(i18n.resolvedLanguage), { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${day}T12:00:00Z`),
    );
};

/** The server's refusal in the admin's words, or the general one. */
function PlanError({ code }: { code: string | null }) {
  const { t } = useTranslation();
  if (!code) return null;
  return (
    <p role="alert" className="mt-3 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {t(`members.plan.errors.${code}`, {
        defaultValue: t(`error.${code}`, { defaultValue: t('error.unknown') }),
      })}
    </p>
  );
}

/** A plan and the Pro extra, for joining or changing. */
function PlanChoice({
  plans,
  currentId,
  submitLabel,
  disabled,
  onChoose,
}: {
  plans: Plan[];
  currentId: number | null;
  submitLabel: string;
  disabled: boolean;
  onChoose: (planId: number, pro: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const text = useContentText();
  const choices = plans.filter((p) => p.enabled && p.id !== currentId);
  const [planId, setPlanId] = useState<number | ''>('');
  const [pro, setPro] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (planId !== '') onChoose(planId, pro);
  };
  return (
    <form
      onSubmit={submit}
      className="grid gap-3 rounded-2xl bg-gray-50 p-4 sm:grid-cols-[1fr_auto_auto] sm:items-end"
    >
      <label className="text-sm font-semibold text-gray-700">
        {t('members.plan.plan')}
        <select
          className={inputClass}
          value={planId}
          onChange={(e) => setPlanId(e.target.value === '' ? '' : Number(e.target.value))}
        >
          <option value="">{t('members.plan.choose')}</option>
          {choices.map((p) => (
            <option key={p.id} value={p.id}>
              {text.name(p)} · {formatPrice(p.price, i18n.resolvedLanguage)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-gray-700">
        <input type="checkbox" className="size-5" checked={pro} onChange={(e) => setPro(e.target.checked)} />
        {t('members.plan.pro')}
      </label>
      <Button type="submit" disabled={planId === '' || disabled}>
        {submitLabel}
      </Button>
    </form>
  );
}

/** What the member has now, what renews when, and what waits for the 1st. */
function Summary({ membership }: { membership: Membership }) {
  const { t, i18n } = useTranslation();
  const text = useContentText();
  const day = useDay();
  const price = (amount: number) => formatPrice(amount, i18n.resolvedLanguage);
  if (!membership.plan) return <p className="text-gray-700">{t('members.plan.none')}</p>;
  const pending = membership.pending;
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
      <dt className="text-sm font-semibold text-gray-600">{t('members.plan.current')}</dt>
      <dd className="font-bold text-ink" data-testid="member-plan">
        {text.name(membership.plan)}
        {membership.pro && ' + Pro'}
        {membership.monthlyAmount !== null && (
          <span className="font-normal text-gray-700">
            {' '}
            · {t('members.plan.monthly', { price: price(membership.monthlyAmount) })}
          </span>
        )}
      </dd>
      <dt className="text-sm font-semibold text-gray-600">{t('members.plan.renewal')}</dt>
      <dd className="text-gray-800">
        {membership.nextRenewal
          ? t(`members.plan.next_renewal_${membership.nextRenewal.method}`, {
              date: day(membership.nextRenewal.date),
              price: price(membership.nextRenewal.amount),
            })
          : t('members.plan.no_renewal')}
      </dd>
      {pending && (
        <>
          <dt className="text-sm font-semibold text-gray-600">{t('members.plan.pending_title')}</dt>
          <dd className="text-gray-800" data-testid="member-plan-pending">
            {t(`members.plan.pending.${pending.kind}`, {
              date: day(pending.effectiveOn),
              plan: pending.plan ? text.name(pending.plan) : '',
              pro: pending.pro ? ' + Pro' : '',
            })}
          </dd>
        </>
      )}
    </dl>
  );
}

/**
 * The member's plan for an admin: join one, pause or resume it at once; ask for a change
 * or a leave, which take effect on the 1st (see docs/product.md, Plans and renewals); the leave asks first.
 */
export function PlanPanel({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const membership = useMemberMembership(userId);
  const plans = useJoinablePlans();
  const action = usePlanAction(userId);
  const day = useDay();
  const [confirmLeave, setConfirmLeave] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const run = (next: PlanAction, message: string) => {
    setDone(null);
    action.mutate(next, {
      onSuccess: () => {
        setConfirmLeave(false);
        setDone(message);
      },
    });
  };
  return (
    <QueryState query={membership}>
      {(m) => (
        <div className="grid gap-4">
          <Summary membership={m} />
          {done && (
            <p role="status" className="rounded-xl bg-green-50 px-4 py-3 text-sm text-green-900">
              {done}
            </p>
          )}
          {!m.plan ? (
            <div>
              <h3 className="mb-2 font-bold text-ink">{t('members.plan.join_title')}</h3>
              <PlanChoice
                plans={plans.data ?? []}
                currentId={null}
                submitLabel={t('members.plan.join')}
                disabled={action.isPending}
                onChoose={(planId, pro) => run({ kind: 'join', planId, pro }, t('members.plan.joined'))}
              />
            </div>
          ) : m.pending ? (
            <div>
              <Button
                variant="secondary"
                disabled={action.isPending}
                onClick={() => run({ kind: 'cancel' }, t('members.plan.cancelled'))}
              >
                {t('members.plan.cancel_request')}
              </Button>
            </div>
          ) : (
            <>
              <p className="text-sm text-gray-700">
                {t('members.plan.rule', { day: m.changePlanDayLimit, date: day(m.requestEffectiveOn) })}
              </p>
              <div>
                <h3 className="mb-2 font-bold text-ink">{t('members.plan.change_title')}</h3>
                <PlanChoice
                  plans={plans.data ?? []}
                  currentId={m.plan.id}
                  submitLabel={t('members.plan.change')}
                  disabled={action.isPending}
                  onChoose={(planId, pro) =>
                    run({ kind: 'change', planId, pro }, t('members.plan.requested'))
                  }
                />
              </div>
              <div className="flex flex-wrap gap-3">
                {m.status === 'MAINTENANCE' ? (
                  <Button
                    variant="secondary"
                    disabled={action.isPending}
                    onClick={() => run({ kind: 'resume' }, t('members.plan.resumed'))}
                  >
                    {t('members.plan.resume')}
                  </Button>
                ) : (
                  <Button
                    variant="secondary"
                    disabled={action.isPending}
                    onClick={() => run({ kind: 'pause' }, t('members.plan.paused'))}
                  >
                    {t('members.plan.pause')}
                  </Button>
                )}
                <Button variant="secondary" disabled={action.isPending} onClick={() => setConfirmLeave(true)}>
                  {t('members.plan.leave')}
                </Button>
              </div>
            </>
          )}
          {!confirmLeave && <PlanError code={errorCodeOf(action.error)} />}
          <YesNoDialog
            open={confirmLeave}
            onOpenChange={setConfirmLeave}
            title={t('members.plan.leave_title')}
            message={t('members.plan.leave_message', { date: day(m.requestEffectiveOn) })}
            errorCode={errorCodeOf(action.error)}
            loading={action.isPending}
            onYes={() => run({ kind: 'leave' }, t('members.plan.requested'))}
          />
        </div>
      )}
    </QueryState>
  );
}
