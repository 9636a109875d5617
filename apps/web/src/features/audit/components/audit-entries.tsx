import type { AuditAction, AuditEntry } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGymTime } from '../../../lib/gym-time';
import { auditValue } from './audit-value';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Each field the change touched, by its label, with its value before and after. */
function Changes({ action, before, after }: { action: AuditAction; before: unknown; after: unknown }) {
  const { t } = useTranslation();
  const show = (key: string, value: unknown) => auditValue(t, action, key, value);
  const was = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  if (keys.length === 0) return null;
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {keys.map((key) => (
        <div key={key} className="contents">
          <dt className="text-gray-600">{t(`audit.fields.${key}`, { defaultValue: key })}</dt>
          <dd className="break-words text-ink">
            {key in was && (
              <>
                <span className="sr-only">{t('audit.before')}: </span>
                <del className="text-gray-600">{show(key, was[key])}</del>
                {key in now && <span aria-hidden="true"> → </span>}
              </>
            )}
            {key in now && (
              <>
                <span className="sr-only">{t('audit.after')}: </span>
                <ins className="font-medium no-underline">{show(key, now[key])}</ins>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Audit entries, newest first: when, who, what, and what the change touched. */
export function AuditEntries({
  entries,
  memberHref,
}: {
  entries: AuditEntry[];
  memberHref: (userId: number) => string;
}) {
  const { t } = useTranslation();
  const gym = useGymTime();
  return (
    <ol className="space-y-3">
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-2xl bg-white p-4 ring-1 ring-gray-200">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <p className="font-bold text-ink">
              {t(`audit.actions.${entry.action}`, { defaultValue: entry.action })}
            </p>
            <time dateTime={entry.at} className="text-sm text-gray-700">
              {gym.format(entry.at, { dateStyle: 'medium', timeStyle: 'short' })}
            </time>
          </div>
          <p className="mt-1 text-sm text-gray-700">
            <span>{entry.by ? t('audit.by', { name: entry.by.name }) : t('audit.by_box')}</span>
            {entry.userId !== null && (
              <>
                {' · '}
                <Link to={memberHref(entry.userId)} className="font-semibold text-brand-700 hover:underline">
                  {t('audit.member', { id: entry.userId })}
                </Link>
              </>
            )}
          </p>
          <Changes action={entry.action} before={entry.before} after={entry.after} />
        </li>
      ))}
    </ol>
  );
}
