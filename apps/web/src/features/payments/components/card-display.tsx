import type { Card } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';

const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' };

/**
 * A stored card as the member recognises it: brand, last four digits and expiry (see
 * docs/product.md, Screens).
 */
export function CardDisplay({ card }: { card: Card }) {
  const { t } = useTranslation();
  const brand = BRANDS[card.brand] ?? card.brand;
  return (
    <div className="flex items-center gap-4" data-testid="card-display">
      <span
        aria-hidden="true"
        className="flex h-10 w-16 items-center justify-center rounded-lg bg-ink text-xs font-bold uppercase tracking-wide text-white"
      >
        {card.brand.slice(0, 4)}
      </span>
      <div>
        <p className="font-semibold text-ink">
          {brand} <span aria-hidden="true">•••• </span>
          <span className="sr-only">{t('payments.ending_in')} </span>
          {card.last4}
        </p>
        <p className="text-sm text-gray-600">
          {t('payments.expires', { month: String(card.expMonth).padStart(2, '0'), year: card.expYear })}
        </p>
      </div>
    </div>
  );
}
