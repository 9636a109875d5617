import type { PersonalData } from '@boxbook/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useContentText } from '../../../lib/content-text';
import { formatPrice, localeOf } from '../../../lib/format';
import { useGymTime } from '../../../lib/gym-time';
import { divisionName, formatOpenResult } from '../../../lib/open-text';
import { formatDuration, formatResult } from '../../../lib/score-format';

function Section<T>({ title, items, line }: { title: string; items: T[]; line: (item: T) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <section aria-label={title} className="rounded-2xl bg-white p-5 ring-1 ring-gray-200">
      <h2 className="text-lg font-bold text-ink">{title}</h2>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600">{t('personal_data.none')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-gray-100 text-sm text-gray-800">
          {items.map((item, i) => (
            // The rows have no id of their own in the download; their order never changes.
            // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list
            <li key={i} className="py-2 break-words">
              {line(item)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Everything the box holds about the member, in sections, in their language. `planName` names a
 * plan in the screen's language (the data carries its key and Spanish name).
 */
export function PersonalDataSections({
  data,
  planName,
}: {
  data: PersonalData;
  planName: (plan: { key: string; name: string }) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const { format } = useGymTime();
  const text = useContentText();
  const locale = localeOf(i18n.resolvedLanguage);
  const date = (iso: string) => format(iso, { dateStyle: 'medium' });
  // A calendar date (YYYY-MM-DD) is the same day wherever it is read: noon UTC keeps it there.
  const day = (ymd: string) => format(`${ymd}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
  const number = (n: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(n);
  const dateTime = (iso: string) => format(iso, { dateStyle: 'medium', timeStyle: 'short' });
  const { user } = data;
  const s = (key: string) => t(`personal_data.sections.${key}`);
  const account: [string, ReactNode][] = [
    [t('personal_data.fields.name'), `${user.name} ${user.surname}`],
    [t('personal_data.fields.cin'), user.cin],
    [t('personal_data.fields.email'), user.email],
    [t('personal_data.fields.phone'), user.phone || '—'],
    [t('personal_data.fields.birth'), user.birth ? day(user.birth) : '—'],
    [t('personal_data.fields.status'), t(`members.status.${user.status}`)],
    [t('personal_data.fields.plan'), user.plan ? planName(user.plan) : '—'],
    [t('personal_data.fields.member_since'), date(user.createdAt)],
  ];
  return (
    <div className="space-y-4">
      <section aria-label={s('account')} className="rounded-2xl bg-white p-5 ring-1 ring-gray-200">
        <h2 className="text-lg font-bold text-ink">{s('account')}</h2>
        <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          {account.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-gray-700">{label}</dt>
              <dd className="mb-2 break-words text-gray-900 sm:mb-0">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <Section
        title={s('bookings')}
        items={data.bookings}
        line={(b) =>
          `${dateTime(b.startsAt)} · ${b.activity} · ${t(b.attended ? 'personal_data.attended' : `personal_data.booking_status.${b.status}`)}`
        }
      />
      <Section
        title={s('credits')}
        items={data.credits}
        line={(c) =>
          `${date(c.at)} · ${t(`members.credits.kind.${c.kind}`)} ${c.delta > 0 ? '+' : ''}${c.delta} · ${t(`members.ledger.reasons.${c.reason}`)}${c.note ? ` · ${c.note}` : ''}`
        }
      />
      <Section
        title={s('receipts')}
        items={data.receipts}
        line={(r) =>
          `${r.number ? `#${r.number} · ` : ''}${r.issuedAt ? `${date(r.issuedAt)} · ` : ''}${formatPrice(r.amount, i18n.resolvedLanguage)}${r.concept ? ` · ${r.concept}` : ''}`
        }
      />
      <Section
        title={s('cards')}
        items={data.cards}
        line={(c) => `${c.brand} •••• ${c.last4} · ${String(c.expMonth).padStart(2, '0')}/${c.expYear}`}
      />
      <Section
        title={s('plan_history')}
        items={data.planHistory}
        line={(p) => (
          <>
            {`${day(p.effectiveOn)} · ${t(`personal_data.plan_kinds.${p.kind}`)}`}
            {p.plan && p.planKey && <> · {planName({ key: p.planKey, name: p.plan })}</>}
          </>
        )}
      />
      <Section
        title={s('standing')}
        items={data.standingBookings}
        line={(b) => `${t(`weekdays.long.${b.day}`)} ${b.startTime} · ${b.activity}`}
      />
      <Section
        title={s('movements')}
        items={data.movementRecords}
        line={(m) => `${day(m.when)} · ${m.movement} · ${number(m.value)}${m.rm ? ' · RM' : ''}`}
      />
      <Section
        title={s('scores')}
        items={data.scores}
        line={(m) =>
          `${day(m.wodDate)} · ${t(`training.division.${m.division}`)} · ${formatResult(m.result, t, locale)}`
        }
      />
      <Section
        title={s('open')}
        items={data.openEntries}
        line={(entry) => (
          <>
            {`${text.name(entry)} · ${day(entry.startsOn)} · ${divisionName(entry.division, t)}`}
            {entry.scores.length > 0 && (
              <ul className="mt-1 list-disc pl-5">
                {entry.scores.map((score) => (
                  <li key={score.nameCa}>
                    {text.name(score)} · {formatOpenResult(score.result, t, locale)}
                    {score.tiebreakSeconds !== null &&
                      ` · ${t('open.judge.tiebreak', { time: formatDuration(score.tiebreakSeconds) })}`}
                    {` · ${t(`open.status.${score.status}`)}`}
                    {score.rejectReason && ` (${score.rejectReason})`}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      />
      <Section title={s('chat')} items={data.chatMessages} line={(m) => `${dateTime(m.at)} · ${m.content}`} />
      <Section
        title={s('devices')}
        items={data.pushDevices}
        line={(d) =>
          `${d.host} · ${t(`language.${d.language}`, { defaultValue: d.language })} · ${date(d.createdAt)}`
        }
      />
      <Section
        title={s('mandates')}
        items={data.mandates}
        line={(m) =>
          `${m.holder} · ${m.iban} · ${m.reference}${m.revokedAt ? ` · ${t('personal_data.revoked')}` : ''}`
        }
      />
      <section aria-label={s('settings')} className="rounded-2xl bg-white p-5 ring-1 ring-gray-200">
        <h2 className="text-lg font-bold text-ink">{s('settings')}</h2>
        <ul className="mt-2 space-y-1 text-sm text-gray-800">
          <li>
            {t('personal_data.reminder', {
              value:
                data.settings.reminderMinutes === null
                  ? t('personal_data.no')
                  : t('personal_data.minutes', { count: data.settings.reminderMinutes }),
            })}
          </li>
          <li>
            {t('personal_data.whiteboard', {
              value: t(data.settings.showScoresOnWhiteboard ? 'personal_data.yes' : 'personal_data.no'),
            })}
          </li>
          <li>
            {t('personal_data.calendar_feed', {
              value: t(data.settings.calendarFeed ? 'personal_data.yes' : 'personal_data.no'),
            })}
          </li>
        </ul>
      </section>
      <Section
        title={s('checkins')}
        items={data.checkins}
        line={(c) => `${dateTime(c.at)} · ${t(`personal_data.checkin_method.${c.method}`)}`}
      />
      <Section
        title={s('terms')}
        items={data.termsAcceptances}
        line={(a) => `${t('terms.admin.version', { version: a.version })} · ${dateTime(a.acceptedAt)}`}
      />
      <Section
        title={s('audit')}
        items={data.audit}
        line={(a) => `${dateTime(a.at)} · ${t(`audit.actions.${a.action}`, { defaultValue: a.action })}`}
      />
    </div>
  );
}
