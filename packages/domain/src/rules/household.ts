/**
 * Households (docs/product.md, Households): a member's dependents, and the ages the law draws.
 * Spanish law (LOPDGDD art. 7) lets a minor consent to their own data from 14; under 14 a parent or
 * guardian consents for them, and the box's privacy policy promises such an account is created
 * and managed by that parent or guardian.
 */
export const OWN_CONSENT_AGE = 14;
/** Of age: a dependent becomes a member of their own. */
export const ADULT_AGE = 18;

/** Whole years from a birth date to a day, both YYYY-MM-DD; born on 29 February, one turns a year older on 1 March. */
export function ageOn(birth: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birth.slice(0, 4));
  return today.slice(5) < birth.slice(5) ? years - 1 : years;
}

/** child: under 14, no login of their own; teen: 14 to 17, their own login; adult: 18 or more. */
export type AgeGroup = 'child' | 'teen' | 'adult';

export function ageGroupOn(birth: string, today: string): AgeGroup {
  const age = ageOn(birth, today);
  if (age < OWN_CONSENT_AGE) return 'child';
  return age < ADULT_AGE ? 'teen' : 'adult';
}

/** What deciding about consent needs to know of a member. */
export interface ConsentFacts {
  /** YYYY-MM-DD, or null when the box does not know it. */
  birth: string | null;
  /** When a guardian consented for them (ISO instant or Date), or null. */
  guardianConsentAt: string | Date | null;
}

/**
 * Whether a member is a minor for whom no guardian has consented: the door's check-in warns about
 * them. A member without a birth date is taken as of age, as the box always did.
 */
export function needsGuardianConsent(member: ConsentFacts, today: string): boolean {
  if (member.birth === null || member.guardianConsentAt !== null) return false;
  return ageOn(member.birth, today) < ADULT_AGE;
}

/** The day a member born on `birth` turns 18 (1 March for a 29 February born in a common year). */
export function adultOn(birth: string): string {
  const year = Number(birth.slice(0, 4)) + ADULT_AGE;
  const monthDay = birth.slice(5);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return monthDay === '02-29' && !leap ? `${year}-03-01` : `${year}-${monthDay}`;
}
