import type { AuditAction } from '@boxbook/domain';
import type { TFunction } from 'i18next';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Fields whose values are codes the app already says in words elsewhere, by the family of actions
 * that writes them: a field's name alone is not enough ("status" is a member's, a mandate's or a
 * score's). A code with no text is shown as it is.
 */
const CODED_FIELDS: Record<string, Record<string, string>> = {
  open: { status: 'open.status', kind: 'open.kind' },
};

/** A field's value as staff read it: a dash for none, yes or no, a code's words, else its text. */
export function auditValue(t: TFunction, action: AuditAction, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return t(value ? 'audit.yes' : 'audit.no');
  if (Array.isArray(value)) return value.map((item) => auditValue(t, action, field, item)).join(', ');
  if (isRecord(value)) return JSON.stringify(value);
  const codes = CODED_FIELDS[action.split('.')[0] ?? '']?.[field];
  return codes ? t(`${codes}.${String(value)}`, { defaultValue: String(value) }) : String(value);
}
