import { addDaysTo, addMonthsTo } from './calendar-days';

/**
 * Spain's general VAT rate, which a box's fees carry; receipts show it apart (see
 * docs/decisions.md, Payments, plans and renewals).
 */
export const VAT_RATE_PERCENT = 21;

/** Money is compared and charged in cents: 59 + 4.95 must equal 63.95 exactly. */
export const toCents = (euros: number): number => Math.round(euros * 100);
export const fromCents = (cents: number): number => cents / 100;

/**
 * What a plan costs a member per month (see docs/product.md, Plans and renewals): its price, plus
 * `proPrice` with Pro, less the member's discount (a percentage an admin sets). The top plan
 * already includes Pro, so Pro adds nothing there. In cents.
 */
export function planMonthlyCents(input: {
  price: number;
  pro: boolean;
  proPrice: number;
  discountPercent: number;
  isTopPlan: boolean;
}): number {
  const full = toCents(input.price) + (input.pro && !input.isTopPlan ? toCents(input.proPrice) : 0);
  const discount = Math.min(100, Math.max(0, input.discountPercent));
  return Math.round((full * (100 - discount)) / 100);
}

/** One credit: the plan-holder's price or the one without a plan. In cents. */
export function creditCents(
  hasPlan: boolean,
  config: { creditsPlan: number; creditsNoPlan: number },
): number {
  return toCents(hasPlan ? config.creditsPlan : config.creditsNoPlan);
}

/** The VAT inside a price that includes it: base + vat = total, rounded to the cent. */
export function vatIncluded(
  totalCents: number,
  ratePercent = VAT_RATE_PERCENT,
): { base: number; vat: number } {
  const base = Math.round((totalCents * 100) / (100 + ratePercent));
  return { base, vat: totalCents - base };
}

/** The 1st of the month after the one `date` (YYYY-MM-DD) falls in. */
export const firstOfNextMonth = (date: string): string => `${addMonthsTo(date.slice(0, 7), 1)}-01`;

/**
 * When a leave, a plan change or a pause asked for on `today` takes effect (see docs/product.md,
 * Plans and renewals): up to day `changePlanDayLimit` of a month, on the 1st of the next month;
 * after that day, a month later.
 */
export function planChangeEffectiveOn(today: string, changePlanDayLimit: number): string {
  const next = firstOfNextMonth(today);
  return Number(today.slice(8, 10)) <= changePlanDayLimit ? next : firstOfNextMonth(next);
}

/** The last day of the month `date` falls in. */
export const lastDayOfMonth = (date: string): string => addDaysTo(firstOfNextMonth(date), -1);

/** The month (its 1st, YYYY-MM-01) a date falls in. */
export const monthOf = (date: string): string => `${date.slice(0, 7)}-01`;
