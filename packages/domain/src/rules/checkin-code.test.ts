import { Secret } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { checkinCodeAt, judgeCheckinCode, nextCheckinStepAt, parseCheckinCode } from './checkin-code';

const secret = new Secret({ size: 20 }).base32;
const at = (iso: string) => new Date(iso);
const judge = (code: string, now: string, key = secret) => {
  const parts = parseCheckinCode(code);
  if (!parts) throw new Error('not a code');
  return judgeCheckinCode({ secret: key, code: parts, now: at(now) });
};

describe('check-in codes', () => {
  const code = checkinCodeAt({ secret, userId: 42, now: at('2026-11-27T17:00:05Z') });

  it('name the member and the step, and change every 30 seconds', () => {
    expect(code).toMatch(/^BB1\.42\.\d+\.\d{8}$/);
    expect(checkinCodeAt({ secret, userId: 42, now: at('2026-11-27T17:00:29Z') })).toBe(code);
    expect(checkinCodeAt({ secret, userId: 42, now: at('2026-11-27T17:00:30Z') })).not.toBe(code);
    expect(nextCheckinStepAt(at('2026-11-27T17:00:05Z')).toISOString()).toBe('2026-11-27T17:00:30.000Z');
  });

  it('are taken in their step and one step either side', () => {
    expect(judge(code, '2026-11-27T17:00:10Z')).toBe('valid');
    expect(judge(code, '2026-11-27T17:00:59Z')).toBe('valid');
    expect(judge(code, '2026-11-27T16:59:30Z')).toBe('valid');
  });

  it('are expired a minute later: a screenshot passed on stops working', () => {
    expect(judge(code, '2026-11-27T17:01:00Z')).toBe('expired');
    expect(judge(code, '2026-11-27T18:00:00Z')).toBe('expired');
  });

  it('are invalid with other digits, or against a secret the member replaced', () => {
    const forged = code.replace(/\d{8}$/, (digits) => String((Number(digits) + 1) % 1e8).padStart(8, '0'));
    expect(judge(forged, '2026-11-27T17:00:10Z')).toBe('invalid');
    expect(judge(code, '2026-11-27T17:00:10Z', new Secret({ size: 20 }).base32)).toBe('invalid');
  });

  it('are read as typed by a hand scanner, and nothing else is', () => {
    expect(parseCheckinCode(` ${code}\n`)).toMatchObject({ userId: 42 });
    for (const text of ['', 'BB1.42', 'hello', `${code}0`, 'BB1.x.1.12345678'])
      expect(parseCheckinCode(text)).toBeNull();
  });
});
