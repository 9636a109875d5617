import { type AppSettingsInput, appConfigSchema } from '@boxbook/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { activities, plans, settings } from '../../infra/db/schema';
import { AppError } from '../../infra/http/app-error';
import { publishOnCommit, type UnitOfWork } from '../../infra/realtime/event-queue';
import { changedFields, recordAudit } from '../audit/record-audit';

/**
 * Stores the admin's app settings, one `settings` row per field, and records what changed. The
 * keys must name an activity and a plan that exist: a config pointing at nothing would leave the
 * members' booking screens without their default activity. Every process drops its copy of the
 * settings on the `settings` event sent with the commit.
 */
export async function saveAppSettings(
  tx: UnitOfWork,
  { by, input }: { by: number; input: AppSettingsInput },
) {
  const activityKeys = [input.defaultActivityKey, input.openActivityKey];
  const knownActivities = await tx
    .select({ key: activities.key })
    .from(activities)
    .where(inArray(activities.key, activityKeys));
  for (const field of ['defaultActivityKey', 'openActivityKey'] as const)
    if (!knownActivities.some((a) => a.key === input[field]))
      throw new AppError('validation', `${field}: no activity has this key`, { field });
  const [plan] = await tx.select({ key: plans.key }).from(plans).where(eq(plans.key, input.topPlanKey));
  if (!plan) throw new AppError('validation', 'topPlanKey: no plan has this key', { field: 'topPlanKey' });

  const keys = Object.keys(input);
  const rows = await tx.select().from(settings).where(inArray(settings.key, keys)).for('update');
  const before = appConfigSchema.parse(Object.fromEntries(rows.map((row) => [row.key, row.value])));
  const changes = changedFields(before, input);
  if (!changes) return;
  for (const [key, value] of Object.entries(changes.after)) {
    const json = sql`${JSON.stringify(value)}::jsonb`;
    await tx
      .insert(settings)
      .values({ key, value: json })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: json },
      });
  }
  await recordAudit(tx, { by, action: 'settings.update', ...changes });
  publishOnCommit(tx, { kind: 'settings' });
}
