import { judgeCheckinCode, parseCheckinCode } from '@boxbook/domain';
import type { DbOrTx } from '../../infra/db/client';
import { AppError } from '../../infra/http/app-error';
import { findCheckinSecret } from './checkin-secrets';

/**
 * The member a code read at the door belongs to. Refuses a code that is not one of ours or whose
 * digits are not the member's secret's (`checkin_code_invalid`: forged, or from a secret since
 * replaced) and one of a step too far from now (`checkin_code_expired`: a screenshot passed on).
 */
export async function memberOfCode(db: DbOrTx, { code, now }: { code: string; now: Date }): Promise<number> {
  const parts = parseCheckinCode(code);
  const secret = parts ? await findCheckinSecret(db, parts.userId) : null;
  if (!parts || !secret)
    throw new AppError('checkin_code_invalid', 'This is not a check-in code of this box');
  const verdict = judgeCheckinCode({ secret, code: parts, now });
  if (verdict === 'invalid')
    throw new AppError('checkin_code_invalid', 'This is not a check-in code of this box');
  if (verdict === 'expired')
    throw new AppError('checkin_code_expired', 'This code is old: show the one on screen now');
  return parts.userId;
}
