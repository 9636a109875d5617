import { firstOfNextMonth, lastDayOfMonth, monthOf } from './prices';

/** How a box charges a plan's first payment (the `firstMonthBilling` setting). */
export const FIRST_MONTH_BILLINGS = ['prorated', 'full'] as const;
export type FirstMonthBilling = (typeof FIRST_MONTH_BILLINGS)[number];

/** What joining a plan on a day charges now, which days that pays, and the next charge. */
export interface FirstPlanPayment {
  /** Charged now, in cents. */
  cents: number;
  /** The first and last day (YYYY-MM-DD) the payment covers. */
  coversFrom: string;
  coversTo: string;
  /** The 1st the plan is charged next (a renewal or a SEPA debit), and its full monthly fee. */
  nextChargeOn: string;
  nextChargeCents: number;
}

const dayOf = (date: string) => Number(date.slice(8, 10));

/**
 * The first payment of a plan joined on `today` (see docs/product.md, A fair first month).
 * `full`: the whole month's fee for this month, whatever the day (the plan renews on the next 1st). `prorated`: the days
 * left of this month, today included, at the monthly fee divided by the month's days, rounded to
 * the cent; joined after `changePlanDayLimit`, the next month is paid with it, so a member joining
 * on the 28th is not charged twice within four days. Joining on the 1st pays exactly the month.
 */
export function firstPlanPayment(input: {
  monthlyCents: number;
  today: string;
  changePlanDayLimit: number;
  billing: FirstMonthBilling;
}): FirstPlanPayment {
  const { monthlyCents, today } = input;
  const monthEnd = lastDayOfMonth(today);
  const nextMonth = firstOfNextMonth(today);
  // The month's fee pays the month, whichever day it starts on (its invoice names the month).
  if (input.billing === 'full')
    return {
      cents: monthlyCents,
      coversFrom: monthOf(today),
      coversTo: monthEnd,
      nextChargeOn: nextMonth,
      nextChargeCents: monthlyCents,
    };
  const daysInMonth = dayOf(monthEnd);
  const daysLeft = daysInMonth - dayOf(today) + 1;
  const rest = Math.round((monthlyCents * daysLeft) / daysInMonth);
  if (dayOf(today) <= input.changePlanDayLimit)
    return {
      cents: rest,
      coversFrom: today,
      coversTo: monthEnd,
      nextChargeOn: nextMonth,
      nextChargeCents: monthlyCents,
    };
  return {
    cents: rest + monthlyCents,
    coversFrom: today,
    coversTo: lastDayOfMonth(nextMonth),
    nextChargeOn: firstOfNextMonth(nextMonth),
    nextChargeCents: monthlyCents,
  };
}

/** What a SEPA member's first debit charges and which days it pays. */
export interface FirstSepaDebit {
  cents: number;
  coversFrom: string;
  coversTo: string;
}

/**
 * The first debit of a plan paid by SEPA mandate, started on `planSince`, in the remittance of
 * `month` (YYYY-MM); null when that remittance debits the plain monthly fee (see docs/product.md,
 * A fair first month). It follows the card's first payment (firstPlanPayment): in the month of
 * joining, the days left (and the next month after the limit day). A member who joined after that
 * month's remittance was exported is debited by the next one: the days owed plus its month.
 */
export function firstSepaDebit(input: {
  monthlyCents: number;
  planSince: string;
  month: string;
  changePlanDayLimit: number;
  billing: FirstMonthBilling;
}): FirstSepaDebit | null {
  const joinedMonth = input.planSince.slice(0, 7);
  const nextMonth = firstOfNextMonth(input.planSince).slice(0, 7);
  if (input.month !== joinedMonth && input.month !== nextMonth) return null;
  const first = firstPlanPayment({ ...input, today: input.planSince });
  const monthEnd = lastDayOfMonth(`${input.month}-01`);
  // Joined up to the limit day: the first payment ends with its month, and the next is owed too.
  const owesMonth = first.coversTo < monthEnd;
  return {
    cents: first.cents + (owesMonth ? input.monthlyCents : 0),
    coversFrom: first.coversFrom,
    coversTo: owesMonth ? monthEnd : first.coversTo,
  };
}
