import { CALENDAR_FIRST_DAY, calendarDayAction, userFlags } from '@boxbook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { OkDialog } from '../components/ui/dialog';
import { Page } from '../components/ui/page-title';
import { paths } from '../config/paths';
import { useAppConfig } from '../features/app-config/api/get-app-config';
import { useDaysOffOfMonth, useValidatedOfMonth } from '../features/calendar/api/month-data';
import { monthGrid, monthStartOf, shiftMonth } from '../features/calendar/components/month-grid';
import { DayTraining } from '../features/training/components/day-training';
import { localeOf } from '../lib/format';
import { useGymTime } from '../lib/gym-time';
import { useCurrentUser } from '../lib/session';

export function CalendarPage() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const { topPlanKey } = useAppConfig();
  const flags = userFlags(user, topPlanKey);
  const navigate = useNavigate();
  const today = useGymTime().today();
  const [pickedMonth, setMonth] = useState<string | null>(null);
  const [picked, setSelected] = useState<string | null>(null);
  const month = pickedMonth ?? monthStartOf(today);
  const selected = picked ?? today;
  const [rateRequired, setRateRequired] = useState(false);
  const validated = useValidatedOfMonth(month, user.id);
  const daysOff = useDaysOffOfMonth(month);
  const locale = localeOf(i18n.resolvedLanguage);
  const monthName = new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}T12:00:00Z`));
  // A day's name for screen readers and voice control: holds the number the button shows (WCAG 2.5.3).
  const dayName = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const weekdayNames = [0, 1, 2, 3, 4, 5, 6].map((d) => t(`weekdays.short.${d}`));

  const actionOf = (day: string) =>
    calendarDayAction(day, today, { isAdmin: flags.isAdmin, hasPlan: flags.hasPlan });
  const click = (day: string) => {
    const action = actionOf(day);
    if (action === 'select') setSelected(day);
    if (action === 'rate_required') setRateRequired(true);
  };
  // Nothing is recorded before the box's first day, and nothing is attended ahead of next month.
  const firstMonth = monthStartOf(CALENDAR_FIRST_DAY);
  const lastMonth = shiftMonth(monthStartOf(today), 1);
  const iconOf = (day: string) => validated.data?.find((v) => v.when === day)?.icon;
  const isDayOff = (day: string) => daysOff.data?.some((d) => d.when === day) ?? false;
  const style = (day: string) => {
    // Today keeps a ring of its own, whichever day is selected.
    const todayMark = day === today ? ' ring-2 ring-inset ring-ink' : '';
    if (day === selected) return `bg-brand-700 text-white font-bold${todayMark}`;
    if (iconOf(day)) return `bg-green-100 text-green-900 font-semibold${todayMark}`;
    if (isDayOff(day)) return `bg-gray-200 text-gray-700 line-through${todayMark}`;
    // Days a click does nothing on (future ones, and those before the box's first day) look inert.
    if (actionOf(day) === 'none') return 'cursor-default text-gray-500';
    return `bg-white text-ink hover:ring-1 hover:ring-gray-300${todayMark}`;
  };

  return (
    <Page className="max-w-xl">
      <div className="flex items-center justify-between">
        <button
          type="button"
          className="rounded-full p-2 text-xl hover:bg-gray-100 disabled:invisible"
          onClick={() => setMonth(shiftMonth(month, -1))}
          disabled={month <= firstMonth}
          aria-label={t('common.previous')}
        >
          ‹
        </button>
        <h1>
          <button
            type="button"
            className="text-2xl font-extrabold text-ink first-letter:uppercase"
            onClick={() => setMonth(monthStartOf(today))}
            title={t('calendar.this_month')}
          >
            {monthName}
          </button>
        </h1>
        <button
          type="button"
          className="rounded-full p-2 text-xl hover:bg-gray-100 disabled:invisible"
          onClick={() => setMonth(shiftMonth(month, 1))}
          disabled={month >= lastMonth}
          aria-label={t('common.next')}
        >
          ›
        </button>
      </div>
      <table className="mt-4 w-full table-fixed border-separate border-spacing-1 text-center">
        <thead>
          <tr>
            {weekdayNames.map((name) => (
              <th key={name} scope="col" className="text-xs font-semibold uppercase text-gray-500">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, i) => (
                <td key={day ?? `empty-${i}`}>
                  {day && (
                    <button
                      type="button"
                      onClick={() => click(day)}
                      aria-pressed={day === selected}
                      aria-current={day === today ? 'date' : undefined}
                      aria-disabled={actionOf(day) === 'none' || undefined}
                      aria-label={dayName.format(new Date(`${day}T12:00:00Z`))}
                      data-state={
                        iconOf(day)
                          ? 'validated'
                          : isDayOff(day)
                            ? 'day-off'
                            : day > today
                              ? 'future'
                              : 'base'
                      }
                      className={`flex aspect-square w-full flex-col items-center justify-center rounded-xl text-sm ${style(day)}`}
                    >
                      {Number(day.slice(8))}
                      {iconOf(day) && <img src={iconOf(day)} alt="" width={16} height={16} />}
                    </button>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <section className="mt-6 rounded-2xl bg-white p-5 ring-1 ring-gray-200" aria-live="polite">
        <h2 className="font-bold text-ink first-letter:uppercase">
          {new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(
            new Date(`${selected}T12:00:00Z`),
          )}
        </h2>
        <p className="mt-1 text-sm text-gray-600">
          {iconOf(selected) ? t('calendar.attended') : t('calendar.not_attended')}
        </p>
      </section>
      <div className="mt-4">
        <DayTraining date={selected} />
      </div>
      <OkDialog
        open={rateRequired}
        onOpenChange={setRateRequired}
        title={t('dialogs.rate_required.title')}
        message={t('dialogs.rate_required.message')}
        onOk={() => void navigate(paths.rates)}
      />
    </Page>
  );
}
