import { type DayOffInput, dayOffRefusal } from '@boxbook/domain';
import type { DbOrTx } from '../../infra/db/client';
import { daysOff } from '../../infra/db/schema';
import { AppError } from '../../infra/http/app-error';

/** Refuses a day off that would be confirmed and then change nothing (dayOffRefusal); skipping is always allowed. */
export async function assertDayOffNew(
  db: DbOrTx,
  { dayOff, today }: { dayOff: Pick<DayOffInput, 'when' | 'frequency'> & { skip?: boolean }; today: string },
): Promise<void> {
  if (dayOff.skip) return;
  const refusal = dayOffRefusal(dayOff, await db.select().from(daysOff), today);
  if (refusal)
    throw new AppError(refusal, `${dayOff.when}: ${refusal}`, {
      field: 'when',
      params: { when: dayOff.when },
    });
}
