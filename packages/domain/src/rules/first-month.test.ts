import { describe, expect, it } from 'vitest';
import { firstPlanPayment, firstSepaDebit } from './first-month';

const limit = 26;
const pay = (today: string, monthlyCents = 6000, billing: 'prorated' | 'full' = 'prorated') =>
  firstPlanPayment({ monthlyCents, today, changePlanDayLimit: limit, billing });

describe('the first payment of a plan, prorated by days (limit day 26)', () => {
  it.each([
    // today, monthly, charged now, covers to, next charge on
    ['2026-11-01', 6000, 6000, '2026-11-30', '2026-12-01'], // the 1st: the whole month
    ['2026-11-15', 6000, 3200, '2026-11-30', '2026-12-01'], // 16 of 30 days
    ['2026-11-26', 6000, 1000, '2026-11-30', '2026-12-01'], // the limit day itself: 5 days
    ['2026-11-28', 6000, 6600, '2026-12-31', '2027-01-01'], // 3 days + December
    ['2026-11-30', 6000, 6200, '2026-12-31', '2027-01-01'], // the last day + December
    ['2026-12-28', 6000, 6774, '2027-01-31', '2027-02-01'], // 4 of 31 days (774.19) + January
    ['2026-02-15', 6000, 3000, '2026-02-28', '2026-03-01'], // February: 14 of 28 days
    ['2026-02-27', 6000, 6429, '2026-03-31', '2026-04-01'], // 2 of 28 days (428.57) + March
    ['2028-02-15', 6000, 3103, '2028-02-29', '2028-03-01'], // leap year: 15 of 29 days (3103.45)
    ['2028-02-28', 6000, 6414, '2028-03-31', '2028-04-01'], // leap year: 2 of 29 days (413.79) + March
    ['2026-01-31', 6395, 6601, '2026-02-28', '2026-03-01'], // 1 of 31 days (206.29) + February
  ])(
    'joining on %s at %i cents a month pays %i now, up to %s; next charge %s',
    (today, monthly, now, to, next) => {
      const payment = pay(today, monthly);
      expect(payment).toEqual({
        cents: now,
        coversFrom: today,
        coversTo: to,
        nextChargeOn: next,
        nextChargeCents: monthly,
      });
    },
  );
});

describe('the first payment of a plan, full month', () => {
  it.each(['2026-11-01', '2026-11-15', '2026-11-28', '2028-02-29'])(
    'joining on %s pays the month',
    (today) => {
      const payment = pay(today, 6000, 'full');
      expect(payment.cents).toBe(6000);
      expect(payment.coversFrom).toBe(`${today.slice(0, 7)}-01`);
      expect(payment.coversTo.slice(0, 7)).toBe(today.slice(0, 7));
    },
  );
});

describe("a SEPA member's first debit (limit day 26)", () => {
  const debit = (planSince: string, month: string, billing: 'prorated' | 'full' = 'prorated') =>
    firstSepaDebit({ monthlyCents: 6000, planSince, month, changePlanDayLimit: limit, billing });

  it.each([
    // plan since, remittance month, debited, covers from, covers to
    ['2026-11-01', '2026-11', 6000, '2026-11-01', '2026-11-30'], // the 1st: the month, as always
    ['2026-11-15', '2026-11', 3200, '2026-11-15', '2026-11-30'], // 16 of 30 days
    ['2026-11-28', '2026-11', 6600, '2026-11-28', '2026-12-31'], // after the limit: 3 days + December
    ['2026-02-15', '2026-02', 3000, '2026-02-15', '2026-02-28'], // February: 14 of 28 days
    // Joined after that month's remittance left: the next one debits the days owed with its month.
    ['2026-11-15', '2026-12', 9200, '2026-11-15', '2026-12-31'], // 16 days of November + December
    ['2026-11-28', '2026-12', 6600, '2026-11-28', '2026-12-31'], // the same first debit as in November
    ['2026-02-15', '2026-03', 9000, '2026-02-15', '2026-03-31'], // 14 days of February + March
  ])('a plan from %s debits in %s %i cents, for %s to %s', (since, month, cents, from, to) => {
    expect(debit(since, month)).toEqual({ cents, coversFrom: from, coversTo: to });
  });

  it('is a plain monthly debit for a month before or long after the plan started', () => {
    expect(debit('2026-11-15', '2027-01')).toBeNull();
    expect(debit('2026-11-15', '2026-10')).toBeNull();
  });

  it("follows 'full': the month of joining whole", () => {
    expect(debit('2026-11-15', '2026-11', 'full')).toEqual({
      cents: 6000,
      coversFrom: '2026-11-01',
      coversTo: '2026-11-30',
    });
    expect(debit('2026-11-15', '2026-12', 'full')).toEqual({
      cents: 12000,
      coversFrom: '2026-11-01',
      coversTo: '2026-12-31',
    });
  });
});
