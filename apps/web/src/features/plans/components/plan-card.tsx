import { isUnlimitedCredits, type Plan } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';
import { useContentText } from '../../../lib/content-text';
import { formatPrice } from '../../../lib/format';

const credits = (value: number) => (isUnlimitedCredits(value) ? '∞' : String(value));

export function PlanCard({
  plan,
  highlighted,
  onSelect,
}: {
  plan: Plan;
  highlighted?: boolean;
  onSelect: () => void;
}) {
  const { t, i18n } = useTranslation();
  const text = useContentText();
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
      <span
        className={`mt-auto pt-4 text-sm font-semibold ${highlighted ? 'text-brand-400' : 'text-brand-700'}`}
      >
        {t('rates.choose')} →
      </span>
    </button>
  );
}
