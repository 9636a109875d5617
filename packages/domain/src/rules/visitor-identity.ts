/**
 * How the box tells one person from another before they have an account: their e-mail and their
 * phone, each written in one way, so that "Anna@Mail.com" and "anna@mail.com", or "612 345 678"
 * and "+34 612-345-678", are one person and get one free trial (see docs/product.md, The first visit).
 */

/** The e-mail as one person: trimmed, lower case. */
export const emailKey = (email: string): string => email.trim().toLowerCase();

/**
 * The phone as one person: its digits with the country code, Spain's (34) when none is given.
 * "00" before the country code is the same as "+".
 */
export function phoneKey(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return digits;
  if (digits.startsWith('00')) return digits.slice(2);
  return digits.length === 9 ? `34${digits}` : digits;
}
