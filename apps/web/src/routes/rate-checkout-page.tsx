import { firstPlanPayment, fromCents, isUnlimitedCredits, planMonthlyCents } from '@boxbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, ButtonLink } from '../components/ui/button';
import { FormError } from '../components/ui/form-field';
import { Spinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { useAppConfig } from '../features/app-config/api/get-app-config';
import { useActingMember } from '../features/household/hooks/use-acting-member';
import { useCards } from '../features/payments/api/cards';
import { joinPlanWithReceipt } from '../features/payments/api/checkout';
import { BizumOption, bizumPhoneOf } from '../features/payments/components/bizum-option';
import { CardDisplay } from '../features/payments/components/card-display';
import { CardForm } from '../features/payments/components/card-form';
import { usePayment } from '../features/payments/components/use-payment';
import { usePlans } from '../features/plans/api/get-plans';
import { useContentText } from '../lib/content-text';
import { errorCodeOf } from '../lib/error-code';
import { formatDayMonth, formatPrice, todayIn } from '../lib/format';
import { paymentKeys, userKeys } from '../lib/query-keys';
import { sessionStore } from '../lib/session';

/**
 * `/rates/{id}` (see docs/product.md, Screens): the plan, the card to pay with, Pro (not for the
 * top plan), the cancellation policy and the total a month; paying sets the plan and goes to the
 * profile.
 */
export function RateCheckoutPage() {
  const { t, i18n } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A guardian acting for a dependent buys the plan for them, with their own card (Households).
  const acting = useActingMember();
  const user = acting.member;
  const config = useAppConfig();
  const plans = usePlans();
  const cards = useCards();
  const text = useContentText();
  const { pay, done, extraStep } = usePayment(config.paymentPublicKey);
  const [pro, setPro] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const [bizum, setBizum] = useState(false);
  const [phone, setPhone] = useState('');
  const [adding, setAdding] = useState(false);
  const [loading, setLoading] = useState(false);
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const price = (value: number) => formatPrice(value, i18n.resolvedLanguage);

  if (plans.isPending || cards.isPending) return <Spinner className="min-h-[50vh] w-full" />;
  const plan = plans.data?.find((p) => String(p.id) === id);
  const isTop = plan?.key === config.topPlanKey;
  const cardId = chosen ?? cards.data?.find((c) => c.defaultPaymentMethod)?.id ?? cards.data?.[0]?.id ?? null;
  const monthlyCents = plan
    ? planMonthlyCents({
        price: plan.price,
        pro: pro && !isTop,
        proPrice: config.proPrice,
        discountPercent: user.discount,
        isTopPlan: isTop,
      })
    : 0;
  // What joining today charges now and from the next 1st (docs/product.md, A fair first month).
  const first = firstPlanPayment({
    monthlyCents,
    today: todayIn(config.timeZone),
    changePlanDayLimit: config.changePlanDayLimit,
    billing: config.firstMonthBilling,
  });
  const total = fromCents(first.cents);
  const bizumPhone = bizum ? bizumPhoneOf(phone) : null;
  // A way to pay, a plan, a user and a price above 0, or the state that says which is missing.
  const missing = !plan
    ? 'no_plan'
    : bizum
      ? bizumPhone
        ? null
        : 'invalid_phone'
      : !cardId
        ? 'no_card'
        : monthlyCents <= 0
          ? 'no_price'
          : null;
  const day = (date: string) => formatDayMonth(date, i18n.resolvedLanguage);

  const submit = async () => {
    if (!plan || missing || (!bizumPhone && !cardId)) return;
    setLoading(true);
    setErrorCode(null);
    try {
      const result = await pay({
        ...(bizumPhone ? { bizumPhone } : { pmId: cardId ?? '' }),
        amount: total,
        description: `${plan.nameEs}${pro && !isTop ? ' + Pro' : ''}`,
        purpose: 'PLAN',
        planId: plan.id,
        pro: pro && !isTop,
        ...(acting.as !== null ? { forUserId: acting.as } : {}),
      });
      if (result.status !== 'succeeded' || !result.receiptId)
        return setErrorCode(result.error ?? 'card_declined');
      const joined = await joinPlanWithReceipt(user.id, {
        planId: plan.id,
        pro: pro && !isTop,
        receiptId: result.receiptId,
      });
      if (acting.as !== null) queryClient.setQueryData(userKeys.one(acting.as), joined);
      else sessionStore.setUser(joined);
      done();
      void queryClient.invalidateQueries({ queryKey: userKeys.membership(user.id) });
      void queryClient.invalidateQueries({ queryKey: paymentKeys.receipts });
      void navigate(paths.profile);
    } catch (error) {
      setErrorCode(errorCodeOf(error) ?? 'network');
    } finally {
      setLoading(false);
    }
  };

  const section = 'rounded-2xl bg-white p-5 ring-1 ring-gray-200';
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-6 sm:px-6">
      <Link to={paths.rates} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
        ‹ {t('rates.title')}
      </Link>
      <h1 className="mt-3 mb-6 text-2xl font-extrabold text-ink">{t('rates.detail_title')}</h1>
      {acting.actingName !== null && (
        <p
          role="status"
          className="-mt-3 mb-5 rounded-xl bg-amber-50 px-4 py-2 text-sm font-semibold text-amber-900"
          data-testid="paying-for"
        >
          {t('household.paying_for', { name: acting.actingName })}
        </p>
      )}
      {!plan ? (
        <FormError code="no_plan" />
      ) : user.plan ? (
        <div className={section}>
          <p className="text-gray-700">{t('dialogs.already_plan.message')}</p>
          <ButtonLink to={paths.yourRate} className="mt-4">
            {t('config.links.rate')}
          </ButtonLink>
        </div>
      ) : (
        <div className="space-y-5">
          <section className="rounded-2xl bg-ink p-5 text-white" aria-labelledby="plan-name">
            <p id="plan-name" className="text-sm font-bold uppercase tracking-wide text-brand-400">
              {text.name(plan)}
            </p>
            <p className="mt-2 text-3xl font-extrabold">
              {price(plan.price)}
              <span className="text-sm font-medium text-gray-300"> {t('rates.per_month')}</span>
            </p>
            <ul className="mt-3 space-y-1 text-sm text-gray-200">
              {plan.credits.activity > 0 && (
                <li>
                  {isUnlimitedCredits(plan.credits.activity) ? '∞' : plan.credits.activity}{' '}
                  {t('rates.sessions_per_week')}
                </li>
              )}
              {plan.credits.open > 0 && (
                <li>
                  {isUnlimitedCredits(plan.credits.open) ? '∞' : plan.credits.open} {t('rates.open_per_week')}
                </li>
              )}
            </ul>
          </section>

          <section className={section} aria-labelledby="pay-with">
            <h2 id="pay-with" className="mb-3 text-lg font-bold text-ink">
              {t('rates.checkout.card')}
            </h2>
            {(cards.data?.length ?? 0) > 0 && !adding ? (
              <fieldset>
                <legend className="sr-only">{t('rates.checkout.card')}</legend>
                <div className="space-y-2">
                  {cards.data?.map((card) => (
                    <label
                      key={card.id}
                      className="flex cursor-pointer items-center gap-3 rounded-xl p-3 ring-1 ring-gray-200 has-[:checked]:ring-2 has-[:checked]:ring-brand-600"
                    >
                      <input
                        type="radio"
                        name="card"
                        className="size-5 accent-brand-700"
                        checked={!bizum && cardId === card.id}
                        onChange={() => {
                          setChosen(card.id);
                          setBizum(false);
                        }}
                      />
                      <CardDisplay card={card} />
                    </label>
                  ))}
                  <BizumOption
                    name="card"
                    checked={bizum}
                    onChoose={() => setBizum(true)}
                    phone={phone}
                    onPhone={setPhone}
                    sandbox={!config.paymentPublicKey}
                  />
                </div>
                {bizum && <p className="mt-2 text-sm text-gray-600">{t('payments.bizum.renewals_note')}</p>}
                <Button variant="ghost" className="mt-2" onClick={() => setAdding(true)}>
                  + {t('rates.checkout.add_card')}
                </Button>
              </fieldset>
            ) : (
              <CardForm
                publishableKey={config.paymentPublicKey}
                onSaved={(card) => {
                  setChosen(card.id);
                  setAdding(false);
                }}
              />
            )}
          </section>

          {!isTop && (
            <label className={`${section} flex cursor-pointer items-start gap-3`}>
              <input
                type="checkbox"
                className="mt-1 size-5 accent-brand-700"
                checked={pro}
                onChange={(e) => setPro(e.target.checked)}
              />
              <span>
                <span className="font-bold text-ink">
                  {t('rates.checkout.pro', { price: price(config.proPrice) })}
                </span>
                <span className="block text-sm text-gray-600">{t('rates.pro_note')}</span>
              </span>
            </label>
          )}

          <p className="text-sm text-gray-600">{t('rates.policy', { day: config.changePlanDayLimit })}</p>

          <div className={section}>
            {user.discount > 0 && (
              <p className="text-sm text-gray-600">
                {t('rates.checkout.discount', { percent: user.discount })}
              </p>
            )}
            <p className="flex items-baseline justify-between gap-3 text-lg font-bold text-ink">
              <span>{t('rates.checkout.now')}</span>
              <span data-testid="checkout-total">{price(total)}</span>
            </p>
            <p className="text-sm text-gray-600" data-testid="checkout-covers">
              {t('rates.checkout.covers', { from: day(first.coversFrom), to: day(first.coversTo) })}
            </p>
            <p className="mt-3 flex items-baseline justify-between gap-3 font-semibold text-ink">
              <span>{t('rates.checkout.then', { date: day(first.nextChargeOn) })}</span>
              <span data-testid="checkout-monthly" className="whitespace-nowrap">
                {price(fromCents(first.nextChargeCents))}
                <span className="text-sm font-medium text-gray-600"> {t('rates.per_month')}</span>
              </span>
            </p>
            {missing && missing !== 'no_card' && missing !== 'invalid_phone' && <FormError code={missing} />}
            <FormError code={errorCode} />
            <Button
              className="mt-4 w-full"
              disabled={missing !== null || loading}
              onClick={() => void submit()}
            >
              {loading ? t('rates.checkout.paying') : t('rates.checkout.pay', { price: price(total) })}
            </Button>
            {missing === 'no_card' && (
              <p className="mt-2 text-center text-sm text-gray-600">{t('error.no_card')}</p>
            )}
          </div>
        </div>
      )}
      {extraStep}
    </div>
  );
}
