import {
  type AppConfig,
  firstPlanPayment,
  fromCents,
  isUnlimitedCredits,
  type Plan,
  toCents,
} from '@boxbook/domain';
import { useTranslation } from 'react-i18next';
import { useContentText } from '../../../lib/content-text';
import { formatDayMonth, formatPrice, todayIn } from '../../../lib/format';

/** The box's rule for a plan's first payment, to say what joining today charges. */
export type FirstMonthRule = Pick<AppConfig, 'timeZone' | 'changePlanDayLimit' | 'firstMonthBilling'>;

const credits = (value: number) => (isUnlimitedCredits(value) ? '∞' : String(value));

export function PlanCard({
  plan,
  highlighted,
  onSelect,
  firstMonth,
}: {
  plan: Plan;
  highlighted?: boolean;
  onSelect: () => void;
  firstMonth?: FirstMonthRule | undefined;
}) {
  const { t, i18n } = useTranslation();
  const text = useContentText();
  const price = (cents: number) => formatPrice(fromCents(cents), i18n.resolvedLanguage);
  // What joining today charges now and from the next 1st (docs/product.md, A fair first month).
  const first =
    firstMonth &&
    firstPlanPayment({
      monthlyCents: toCents(plan.price),
      today: todayIn(firstMonth.timeZone),
      changePlanDayLimit: firstMonth.changePlanDayLimit,
      billing: firstMonth.firstMonthBilling,
    });
  return (
    <button
      type="button"
      onClick={onSelect}
      className={`flex h-full w-full flex-col rounded-2xl p-5 text-left shadow-sm ring-1 transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-500 ${
        highlighted ? 'bg-ink text-white ring-ink' : 'bg-white text-ink ring-gray-200'
      }`}
    >
      <span
        className={`text-sm font-bold uppercase tracking-wide ${highlighted ? 'text-brand-400' : 'text-brand-700'}`}
      >
        {text.name(plan)}
      </span>
      <span className="mt-3 text-2xl font-extrabold sm:text-3xl">
        {formatPrice(plan.price, i18n.resolvedLanguage)}
        <span className={`text-sm font-medium ${highlighted ? 'text-gray-300' : 'text-gray-500'}`}>
          {' '}
          {t('rates.per_month')}
        </span>
      </span>
      <ul className={`mt-4 space-y-1 text-sm ${highlighted ? 'text-gray-200' : 'text-gray-600'}`}>
        {plan.credits.activity > 0 && (
          <li>
            <strong className="text-base">{credits(plan.credits.activity)}</strong>{' '}
            {t('rates.sessions_per_week')}
          </li>
        )}
        {plan.credits.open > 0 && (
          <li>
            <strong className="text-base">{credits(plan.credits.open)}</strong> {t('rates.open_per_week')}
          </li>
        )}
      </ul>
      {first && first.cents !== first.nextChargeCents && (
        <span className={`mt-3 text-sm ${highlighted ? 'text-gray-200' : 'text-gray-600'}`}>
          {t('rates.joining_today', {
            now: price(first.cents),
            date: formatDayMonth(first.nextChargeOn, i18n.resolvedLanguage),
            monthly: price(first.nextChargeCents),
          })}
        </span>
      )}
      <span
        className={`mt-auto pt-4 text-sm font-semibold ${highlighted ? 'text-brand-400' : 'text-brand-700'}`}
      >
        {t('rates.choose')} →
      </span>
    </button>
  );
}
