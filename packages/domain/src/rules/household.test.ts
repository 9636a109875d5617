import { describe, expect, it } from 'vitest';
import { adultOn, ageGroupOn, ageOn, needsGuardianConsent } from './household';

describe('ageOn', () => {
  it.each([
    ['2012-06-15', '2026-06-14', 13],
    ['2012-06-15', '2026-06-15', 14],
    ['2008-02-29', '2026-02-28', 17],
    ['2008-02-29', '2026-03-01', 18],
    ['2008-02-29', '2024-02-29', 16],
  ])('born %s is %i… on %s', (birth, today, age) => {
    expect(ageOn(birth, today)).toBe(age);
  });
});

describe('ageGroupOn', () => {
  it.each([
    ['2012-06-16', '2026-06-15', 'child'],
    ['2012-06-15', '2026-06-15', 'teen'],
    ['2008-06-16', '2026-06-15', 'teen'],
    ['2008-06-15', '2026-06-15', 'adult'],
  ] as const)('born %s on %s is a %s', (birth, today, group) => {
    expect(ageGroupOn(birth, today)).toBe(group);
  });
});

describe('needsGuardianConsent', () => {
  const today = '2026-06-15';
  it('is true for a minor nobody consented for', () => {
    expect(needsGuardianConsent({ birth: '2010-01-01', guardianConsentAt: null }, today)).toBe(true);
  });
  it('is false once a guardian consented', () => {
    expect(
      needsGuardianConsent({ birth: '2010-01-01', guardianConsentAt: '2026-01-01T10:00:00Z' }, today),
    ).toBe(false);
  });
  it('is false for an adult, and for a member whose birth date is unknown', () => {
    expect(needsGuardianConsent({ birth: '2008-06-15', guardianConsentAt: null }, today)).toBe(false);
    expect(needsGuardianConsent({ birth: null, guardianConsentAt: null }, today)).toBe(false);
  });
});

describe('adultOn', () => {
  it('is the 18th birthday, 1 March for a leap day in a common year', () => {
    expect(adultOn('2010-05-04')).toBe('2028-05-04');
    expect(adultOn('2008-02-29')).toBe('2026-03-01');
    expect(adultOn('2012-02-29')).toBe('2030-03-01');
  });
});
