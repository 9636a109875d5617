import type { ClassView } from '@boxbook/domain';
import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { YesNoDialog } from '../../../components/ui/dialog';
import { useContentText } from '../../../lib/content-text';
import { errorCodeOf } from '../../../lib/error-code';
import { useGymTime } from '../../../lib/gym-time';
import { useCancelClass } from '../api/class-admin';
import { ClassEditDialog } from './class-edit-dialog';
import { ClassBadges, Occupancy } from './occupancy';

/**
 * The classes already made for the coming days, a date at a time: each can be edited or called
 * off (everyone in it or waiting is told and gets their credit back).
 */
export function ClassList({ classes, now }: { classes: ClassView[]; now: number }) {
  const { t } = useTranslation();
  const gym = useGymTime();
  const text = useContentText();
  const cancel = useCancelClass();
  const [editing, setEditing] = useState<ClassView | null>(null);
  const [cancelling, setCancelling] = useState<ClassView | null>(null);
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const dates = [...new Set(classes.map((c) => c.date))].sort();
  const open = (c: ClassView) => !c.cancelled && Date.parse(c.startTime) > now;
  const columns: Column<ClassView>[] = [
    {
      key: 'time',
      header: t('backoffice.templates.time'),
      cell: (c) => `${gym.time(c.startTime)} – ${gym.time(c.endTime)}`,
      sortValue: (c) => c.startTime,
      inCard: false,
    },
    {
      key: 'activity',
      header: t('backoffice.templates.activity'),
      cell: (c) => text.name(c.activity),
      sortValue: (c) => text.name(c.activity),
    },
    {
      key: 'places',
      header: t('backoffice.classes.places'),
      cell: (c) => <Occupancy item={c} />,
      sortValue: (c) => c.usersIn.length / c.maxPeople,
    },
    { key: 'state', header: t('backoffice.classes.state'), cell: (c) => <ClassBadges item={c} /> },
  ];
  const label = (c: ClassView) => `${text.name(c.activity)} ${gym.time(c.startTime)}`;
  const dayText = (date: string, weekday: 'short' | 'long') =>
    gym.format(`${date}T12:00:00Z`, {
      weekday,
      day: 'numeric',
      month: weekday === 'long' ? 'long' : undefined,
    });
  return (
    <>
      {dates.length === 0 ? (
        <p className="py-8 text-center text-gray-600">{t('backoffice.classes.empty')}</p>
      ) : (
        <Tabs.Root value={picked ?? dates[0]} onValueChange={setPicked}>
          <Tabs.List
            aria-label={t('backoffice.classes.dates')}
            className="scrollbar-none -mx-4 mb-4 flex gap-2 overflow-x-auto px-4"
          >
            {dates.map((date) => (
              <Tabs.Trigger
                key={date}
                value={date}
                className="shrink-0 rounded-full bg-white px-4 py-2 text-sm font-semibold text-gray-700 ring-1 ring-gray-200 first-letter:uppercase data-[state=active]:bg-ink data-[state=active]:text-white"
              >
                {dayText(date, 'short')}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {dates.map((date) => (
            <Tabs.Content key={date} value={date}>
              <DataTable
                caption={t('backoffice.classes.of_day', { date: dayText(date, 'long') })}
                rows={classes.filter((c) => c.date === date)}
                columns={columns}
                rowKey={(c) => c.id}
                cardTitle={(c) =>
                  `${gym.time(c.startTime)} – ${gym.time(c.endTime)} · ${text.name(c.activity)}`
                }
                actions={(c) =>
                  open(c) ? (
                    <>
                      <Button
                        variant="secondary"
                        onClick={() => setEditing(c)}
                        aria-label={t('backoffice.classes.edit_one', { name: label(c) })}
                      >
                        {t('backoffice.edit')}
                      </Button>
                      <Button
                        variant="ghost"
                        onClick={() => setCancelling(c)}
                        aria-label={t('backoffice.classes.cancel_one', { name: label(c) })}
                      >
                        {t('backoffice.classes.cancel')}
                      </Button>
                    </>
                  ) : null
                }
              />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
      {editing && <ClassEditDialog item={editing} onClose={() => setEditing(null)} />}
      <YesNoDialog
        open={cancelling !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) {
            cancel.reset();
            setCancelling(null);
          }
        }}
        title={t('backoffice.classes.cancel_title', { name: cancelling ? label(cancelling) : '' })}
        message={t('backoffice.classes.cancel_message', {
          count: (cancelling?.usersIn.length ?? 0) + (cancelling?.usersWait.length ?? 0),
        })}
        errorCode={errorCodeOf(cancel.error)}
        loading={cancel.isPending}
        onYes={() => cancelling && cancel.mutate(cancelling.id, { onSuccess: () => setCancelling(null) })}
      />
    </>
  );
}
