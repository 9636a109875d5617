import { electronicFormatIBAN, extractIBAN, isSEPACountry, isValidBIC, isValidIBAN } from 'ibantools';
import { addDaysTo, addMonthsTo, weekdayOf } from './calendar-days';

/**
 * The rules of SEPA direct debits (/admin/mandatos; see docs/product.md, SEPA direct debits):
 * account and creditor checks, the text a bank accepts, the amount of a month and the day it can be
 * collected. IBAN and BIC checks are ibantools' (ISO 13616 mod 97, per-country lengths); the
 * creditor identifier has its own.
 */

/** An IBAN as stored: upper case, no spaces or dashes. */
export const normalizeIban = (raw: string): string => electronicFormatIBAN(raw.replace(/-/g, '')) ?? '';

/** A valid IBAN (mod 97 and the country's length and layout) of a country in the SEPA scheme. */
export function isValidSepaIban(raw: string): boolean {
  const iban = normalizeIban(raw);
  return isValidIBAN(iban) && isSEPACountry(iban.slice(0, 2));
}

/** `ES91 2100 0418 4502 0005 1332`, the way people read and type an IBAN. */
export const formatIban = (iban: string): string => normalizeIban(iban).replace(/(.{4})(?=.)/g, '$1 ');

/** `ES91 **** 1332`: enough to tell two accounts apart in a list or an audit entry. */
export const maskIban = (iban: string): string => {
  const normal = normalizeIban(iban);
  return `${normal.slice(0, 4)} **** ${normal.slice(-4)}`;
};

/** The bank an IBAN belongs to (country and bank code), to tell a change of bank from a change of account. */
export function bankOfIban(iban: string): string {
  const { countryCode = '', bankIdentifier = '' } = extractIBAN(normalizeIban(iban));
  return `${countryCode}${bankIdentifier}`;
}

export const normalizeBic = (raw: string): string => raw.replace(/\s/g, '').toUpperCase();
export const isValidSepaBic = (raw: string): boolean => isValidBIC(normalizeBic(raw));

/** Letters count 10–35 in ISO 7064 mod 97-10, as in an IBAN. */
const mod97 = (text: string): number => {
  let rest = 0;
  for (const char of text) {
    const value = Number.parseInt(char, 36);
    rest = (rest * (value > 9 ? 100 : 10) + value) % 97;
  }
  return rest;
};

export const normalizeCreditorId = (raw: string): string => raw.replace(/[\s-]/g, '').toUpperCase();

/**
 * The SEPA creditor identifier (EPC262-08): country, two check digits, a three-character business
 * code that the check leaves out, then the national identifier (in Spain the NIF):
 * `ES` `12` `000` `B12345674`. The check digits are ISO 7064 mod 97-10 over the national
 * identifier followed by the country and `00`.
 */
export function isValidCreditorId(raw: string): boolean {
  const id = normalizeCreditorId(raw);
  const match = /^([A-Z]{2})(\d{2})[A-Z0-9]{3}([A-Z0-9]{1,28})$/.exec(id);
  if (!match) return false;
  const [, country = '', check = '', national = ''] = match;
  if (!isSEPACountry(country)) return false;
  if (country === 'ES' && national.length !== 9) return false;
  return mod97(`${national}${country}${check}`) === 1;
}

/** The check digits a creditor identifier needs, for a box that only knows its NIF. */
export function creditorIdCheckDigits(country: string, national: string): string {
  return String(98 - mod97(`${normalizeCreditorId(national)}${country.toUpperCase()}00`)).padStart(2, '0');
}

/**
 * Text as the EPC's Latin character set allows it in a SEPA file: accents and ñ, ç, l·l become
 * their plain letters and anything else a space, cut to `max` characters. Banks refuse the rest.
 */
export function sepaText(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[·•]/g, '')
    .replace(/[^A-Za-z0-9/?:().,'+ -]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

/**
 * A mandate reference (MndtId): up to 35 of A–Z, 0–9 and `+ ? / - : ( ) . , '`, no spaces, not
 * starting or ending with `/` and without `//` (EPC implementation guidelines).
 */
export const MANDATE_REFERENCE_PATTERN = /^(?!\/)(?!.*\/\/)(?!.*\/$)[A-Z0-9+?/:().,'-]{1,35}$/;
export const normalizeMandateReference = (raw: string): string => raw.trim().toUpperCase();

/** `2026-11` → `2026-11-01`. */
export const firstDayOfMonth = (month: string): string => `${month}-01`;

/** Easter Sunday of a year (Meeus/Jones/Butcher, Gregorian calendar). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A day SEPA direct debits settle on: the TARGET2 calendar, Monday to Friday except 1 January,
 * Good Friday, Easter Monday, 1 May, 25 and 26 December.
 */
export function isSepaBusinessDay(date: string): boolean {
  if (weekdayOf(date) >= 5) return false;
  const monthDay = date.slice(5);
  if (['01-01', '05-01', '12-25', '12-26'].includes(monthDay)) return false;
  const easter = easterSunday(Number(date.slice(0, 4)));
  return date !== addDaysTo(easter, -2) && date !== addDaysTo(easter, 1);
}

/** The first business day on or after `date`. */
export function sepaBusinessDayFrom(date: string): string {
  let day = date;
  while (!isSepaBusinessDay(day)) day = addDaysTo(day, 1);
  return day;
}

/** The business day `count` business days after `date` (TARGET2 calendar). */
export function addSepaBusinessDays(date: string, count: number): string {
  let day = date;
  for (let left = count; left > 0; left -= 1) day = sepaBusinessDayFrom(addDaysTo(day, 1));
  return day;
}

/**
 * The date a month's remittance asks its debits to be collected on: `leadDays` business days
 * after the file can reach the bank (today, or the next business day when today is not one), so
 * the box's bank gets it before its cut-off, and never before the first business day of the month
 * it charges.
 */
export function remittanceCollectionDate(month: string, today: string, leadDays: number): string {
  const ahead = addSepaBusinessDays(sepaBusinessDayFrom(today), leadDays);
  const monthStart = sepaBusinessDayFrom(firstDayOfMonth(month));
  // ISO dates compare as text.
  return [ahead, monthStart].sort()[1] ?? ahead;
}

/** A mandate pays for the month it was signed in and the ones after, never for one before. */
export const mandateCoversMonth = (signedOn: string, month: string): boolean => signedOn.slice(0, 7) <= month;

/**
 * The months (YYYY-MM) an admin may export a remittance for on `today`: the running one, the next
 * (ahead of the 1st) and a forgotten last one.
 */
export const exportableMonths = (today: string): string[] =>
  [-1, 0, 1].map((n) => addMonthsTo(today.slice(0, 7), n));

/**
 * The first collection date a remittance exported on `today` may ask for: the bank's lead days,
 * and the notice the box gives its members before a debit (the SEPA Core rulebook's
 * pre-notification, 14 calendar days unless the mandate agrees fewer), on a business day.
 */
export function firstAllowedCollectionDate(
  month: string,
  today: string,
  { leadDays, noticeDays }: { leadDays: number; noticeDays: number },
): string {
  const byLead = remittanceCollectionDate(month, today, leadDays);
  const byNotice = sepaBusinessDayFrom(addDaysTo(today, noticeDays));
  return [byLead, byNotice].sort()[1] ?? byLead;
}
