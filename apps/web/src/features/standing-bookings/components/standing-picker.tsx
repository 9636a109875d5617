import { type ClassTemplate, type DayCalendar, weekdayOf } from '@boxbook/domain';
import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useContentText } from '../../../lib/content-text';
import { useGymTime } from '../../../lib/gym-time';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** The weekly timetable, a weekday at a time, to pick the class to book every week. */
export function StandingPicker({
  calendars,
  isTaken,
  busy,
  onPick,
}: {
  calendars: (DayCalendar | undefined)[];
  isTaken: (template: ClassTemplate) => boolean;
  busy: boolean;
  onPick: (template: ClassTemplate) => void;
}) {
  const { t } = useTranslation();
  const text = useContentText();
  const [day, setDay] = useState(String(weekdayOf(useGymTime().today())));
  return (
    <Tabs.Root value={day} onValueChange={setDay}>
      <Tabs.List
        aria-label={t('standing.days')}
        className="scrollbar-none -mx-4 mb-3 flex gap-2 overflow-x-auto px-4"
      >
        {WEEKDAYS.map((d) => (
          <Tabs.Trigger
            key={d}
            value={String(d)}
            className="shrink-0 rounded-full bg-white px-4 py-2 text-sm font-semibold text-gray-700 ring-1 ring-gray-200 data-[state=active]:bg-ink data-[state=active]:text-white"
          >
            <span className="sm:hidden">{t(`weekdays.short.${d}`)}</span>
            <span className="hidden sm:inline">{t(`weekdays.long.${d}`)}</span>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {WEEKDAYS.map((d) => {
        const calendar = calendars[d];
        return (
          <Tabs.Content key={d} value={String(d)}>
            {!calendar ? (
              <Spinner className="w-full py-6" />
            ) : calendar.classes.length === 0 ? (
              <p className="py-6 text-center text-gray-600">{t('standing.no_classes')}</p>
            ) : (
              <ul className="divide-y divide-gray-100 rounded-2xl bg-white ring-1 ring-gray-200">
                {calendar.classes.map((c) => (
                  <li key={c.id} className="flex items-center justify-between gap-3 px-4 py-3">
                    <span>
                      <span className="font-bold text-ink">
                        {c.startTime} – {c.endTime}
                      </span>{' '}
                      <span className="text-gray-700">{text.name(c.activity)}</span>
                    </span>
                    {isTaken(c) ? (
                      <span className="text-sm font-semibold text-green-800">{t('standing.yours')}</span>
                    ) : (
                      <Button
                        variant="secondary"
                        className="shrink-0 whitespace-nowrap"
                        disabled={busy}
                        onClick={() => onPick(c)}
                        aria-label={t('standing.add_one', {
                          day: t(`weekdays.long.${d}`),
                          time: c.startTime,
                          activity: text.name(c.activity),
                        })}
                      >
                        {t('standing.add')}
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </Tabs.Content>
        );
      })}
    </Tabs.Root>
  );
}
