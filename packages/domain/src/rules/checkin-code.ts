import { Secret, TOTP } from 'otpauth';

/**
 * The member's check-in code (see docs/product.md, Check-in at the door): a TOTP (RFC 6238) of a
 * secret the member's app holds, so the phone computes it without a connection, with the member's
 * id and the time step in front so the door knows whose secret to check it against and can tell an
 * old code from a forged one. `BB1.<userId>.<step>.<8 digits>`: letters, digits and dots only, so a
 * hand scanner that types what it reads (a keyboard, in any layout) types it right.
 */
export const CHECKIN_STEP_SECONDS = 30;
export const CHECKIN_DIGITS = 8;
/** Steps either side of the door's own taken: a phone's clock a little off, a scan across a step. */
export const CHECKIN_DRIFT_STEPS = 1;

const CODE = /^BB1\.(\d{1,9})\.(\d{1,12})\.(\d{8})$/;

const totpOf = (secret: string) =>
  new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: CHECKIN_DIGITS,
    period: CHECKIN_STEP_SECONDS,
  });

/** The time step an instant falls in. */
export const checkinStepAt = (now: Date): number => Math.floor(now.getTime() / (CHECKIN_STEP_SECONDS * 1000));

/** When the step after `now`'s begins: when the member's screen shows a new code. */
export const nextCheckinStepAt = (now: Date): Date =>
  new Date((checkinStepAt(now) + 1) * CHECKIN_STEP_SECONDS * 1000);

/** The code the member's screen shows at `now`. */
export function checkinCodeAt({
  secret,
  userId,
  now,
}: {
  secret: string;
  userId: number;
  now: Date;
}): string {
  const step = checkinStepAt(now);
  const otp = totpOf(secret).generate({ timestamp: step * CHECKIN_STEP_SECONDS * 1000 });
  return `BB1.${userId}.${step}.${otp}`;
}

export interface CheckinCodeParts {
  userId: number;
  step: number;
  otp: string;
}

/** The parts of a code as read (spaces around it dropped), or null when it is not one of ours. */
export function parseCheckinCode(text: string): CheckinCodeParts | null {
  const match = CODE.exec(text.trim());
  if (!match) return null;
  const [, userId = '', step = '', otp = ''] = match;
  return { userId: Number(userId), step: Number(step), otp };
}

/**
 * What the door makes of a code: `valid`; `invalid` when its digits are not the secret's for its
 * step (forged, or made with a secret the member has since replaced); `expired` when they are,
 * but for a step too far from now (a screenshot passed on).
 */
export function judgeCheckinCode({
  secret,
  code,
  now,
}: {
  secret: string;
  code: CheckinCodeParts;
  now: Date;
}): 'valid' | 'invalid' | 'expired' {
  const expected = totpOf(secret).generate({ timestamp: code.step * CHECKIN_STEP_SECONDS * 1000 });
  if (!sameDigits(expected, code.otp)) return 'invalid';
  return Math.abs(checkinStepAt(now) - code.step) <= CHECKIN_DRIFT_STEPS ? 'valid' : 'expired';
}

/** Compares every digit whatever the first difference, so timing does not tell how many matched. */
function sameDigits(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
