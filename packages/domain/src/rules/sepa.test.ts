import { describe, expect, it } from 'vitest';
import {
  bankOfIban,
  creditorIdCheckDigits,
  easterSunday,
  exportableMonths,
  firstAllowedCollectionDate,
  formatIban,
  isSepaBusinessDay,
  isValidCreditorId,
  isValidSepaBic,
  isValidSepaIban,
  MANDATE_REFERENCE_PATTERN,
  mandateCoversMonth,
  maskIban,
  normalizeIban,
  remittanceCollectionDate,
  sepaText,
} from './sepa';

describe('isValidSepaIban', () => {
  it.each([
    ['ES9121000418450200051332', true],
    ['ES91 2100 0418 4502 0005 1332', true],
    ['es91-2100-0418-4502-0005-1332', true],
    ['DE89370400440532013000', true],
    ['FR1420041010050500013M02606', true],
    // One digit changed: mod 97 catches it.
    ['ES9121000418450200051333', false],
    // Two digits swapped.
    ['ES9121000418450200053132', false],
    // Right check digits, wrong length for Spain.
    ['ES91210004184502000513', false],
    // A valid IBAN of a country outside SEPA.
    ['BR1800360305000010009795493C1', false],
    ['', false],
    ['ES', false],
  ])('%s → %s', (iban, valid) => {
    expect(isValidSepaIban(iban)).toBe(valid);
  });

  it('stores, shows and masks one form', () => {
    expect(normalizeIban(' es91 2100-0418 4502 0005 1332 ')).toBe('ES9121000418450200051332');
    expect(formatIban('ES9121000418450200051332')).toBe('ES91 2100 0418 4502 0005 1332');
    expect(maskIban('ES9121000418450200051332')).toBe('ES91 **** 1332');
  });

  it('tells the bank apart from the account', () => {
    expect(bankOfIban('ES9121000418450200051332')).toBe('ES2100');
    expect(bankOfIban('ES7921000813610123456789')).toBe('ES2100');
    expect(bankOfIban('ES6000491500051234567892')).toBe('ES0049');
  });
});

describe('isValidSepaBic', () => {
  it.each([
    ['CAIXESBBXXX', true],
    ['CAIXESBB', true],
    ['caix es bb', true],
    ['CAIXESB', false],
    ['CAIX1SBB', false],
  ])('%s → %s', (bic, valid) => {
    expect(isValidSepaBic(bic)).toBe(valid);
  });
});

describe('isValidCreditorId', () => {
  it.each([
    // The Bundesbank's published test identifier.
    ['DE98ZZZ09999999999', true],
    ['ES11000B12345674', true],
    ['ES11 ZZZ B12345674', true],
    ['ES58001 12345678Z', true],
    ['ES12000B12345674', false],
    ['ES11000B1234567', false],
    ['XX11000B12345674', false],
    ['ES11000', false],
  ])('%s → %s', (id, valid) => {
    expect(isValidCreditorId(id)).toBe(valid);
  });

  it('computes the check digits of a NIF', () => {
    expect(creditorIdCheckDigits('ES', 'B12345674')).toBe('11');
    expect(creditorIdCheckDigits('DE', '09999999999')).toBe('98');
  });
});

describe('sepaText', () => {
  it('keeps the Latin set banks accept, cut to length', () => {
    expect(sepaText('Núria Castells i Bosch', 70)).toBe('Nuria Castells i Bosch');
    expect(sepaText('Begoña Garçia Col·lell', 70)).toBe('Begona Garcia Collell');
    expect(sepaText('Box & Co. <SL>', 70)).toBe('Box Co. SL');
    expect(sepaText('Quota novembre 2026', 10)).toBe('Quota nove');
  });
});

describe('MANDATE_REFERENCE_PATTERN', () => {
  it.each([
    ['BOX-000123', true],
    ['A1/2026', true],
    ['/A1', false],
    ['A1/', false],
    ['A//1', false],
    ['A 1', false],
    ['a1', false],
    ['X'.repeat(35), true],
    ['X'.repeat(36), false],
  ])('%s → %s', (reference, valid) => {
    expect(MANDATE_REFERENCE_PATTERN.test(reference)).toBe(valid);
  });
});

describe('SEPA business days', () => {
  it('finds Easter', () => {
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
  });

  it.each([
    ['2026-11-23', true], // Monday
    ['2026-11-28', false], // Saturday
    ['2026-11-29', false], // Sunday
    ['2027-01-01', false],
    ['2026-04-03', false], // Good Friday
    ['2026-04-06', false], // Easter Monday
    ['2026-05-01', false],
    ['2026-12-25', false],
    ['2026-12-28', true],
    // A Spanish holiday is not a TARGET2 one: 12 October settles.
    ['2026-10-12', true],
  ])('%s → %s', (date, open) => {
    expect(isSepaBusinessDay(date)).toBe(open);
  });
});

describe('remittanceCollectionDate', () => {
  it.each([
    // One business day of lead time.
    // Exported on a Monday for the running month: Tuesday.
    ['2026-11', '2026-11-23', 1, '2026-11-24'],
    // Exported on a Friday: Monday.
    ['2026-11', '2026-11-27', 1, '2026-11-30'],
    // Exported on a Saturday: the bank sees it Monday, collects Tuesday.
    ['2026-11', '2026-11-28', 1, '2026-12-01'],
    // Exported ahead for the next month: its first business day, never earlier.
    ['2026-12', '2026-11-23', 1, '2026-12-01'],
    ['2027-01', '2026-11-23', 1, '2027-01-04'],
    // Over Christmas: 24th is a Thursday, 25 and 26 closed, then the weekend.
    ['2026-12', '2026-12-24', 1, '2026-12-28'],
    // Easter: the Thursday before Good Friday collects on Tuesday.
    ['2026-04', '2026-04-02', 1, '2026-04-07'],
    // Two business days, the default: on Thursday the 26th, the running or last month collects
    // on Monday, not the next day; the weekend and TARGET2 holidays do not count.
    ['2026-11', '2026-11-26', 2, '2026-11-30'],
    ['2026-10', '2026-11-26', 2, '2026-11-30'],
    ['2026-11', '2026-11-28', 2, '2026-12-02'],
    ['2026-12', '2026-12-23', 2, '2026-12-28'],
    ['2026-12', '2026-11-26', 2, '2026-12-01'],
    ['2026-12', '2026-11-27', 5, '2026-12-04'],
  ])('month %s exported on %s with %i days of lead → %s', (month, today, lead, date) => {
    expect(remittanceCollectionDate(month, today, lead)).toBe(date);
  });
});

describe('mandateCoversMonth', () => {
  it.each([
    ['2026-11-10', '2026-10', false],
    ['2026-11-10', '2026-11', true],
    ['2026-11-30', '2026-12', true],
    ['2025-12-31', '2026-01', true],
    ['2026-01-01', '2025-12', false],
  ])('signed on %s, month %s → %s', (signedOn, month, covered) => {
    expect(mandateCoversMonth(signedOn, month)).toBe(covered);
  });
});

describe('exportableMonths', () => {
  it.each([
    ['2026-11-26', ['2026-10', '2026-11', '2026-12']],
    ['2026-12-31', ['2026-11', '2026-12', '2027-01']], // the next one is in the next year
    ['2027-01-01', ['2026-12', '2027-01', '2027-02']], // the forgotten one is in the last year
  ])('on %s an admin may export %j', (today, months) => {
    expect(exportableMonths(today)).toEqual(months);
  });
});

describe('firstAllowedCollectionDate', () => {
  it.each([
    // 14 days of notice from Monday 23 November: Monday 7 December (lead days are shorter).
    ['2026-12', '2026-11-23', 2, 14, '2026-12-07'],
    // Notice that lands on a Saturday moves to the Monday.
    ['2026-12', '2026-11-23', 2, 12, '2026-12-07'],
    // A short agreed notice leaves the lead days and the month's first business day to decide.
    ['2026-12', '2026-11-23', 2, 2, '2026-12-01'],
    ['2026-11', '2026-11-23', 2, 2, '2026-11-25'],
  ])('%s exported on %s, lead %i, notice %i: %s', (month, today, leadDays, noticeDays, date) => {
    expect(firstAllowedCollectionDate(month, today, { leadDays, noticeDays })).toBe(date);
  });
});
