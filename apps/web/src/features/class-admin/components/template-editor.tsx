import { type Activity, type ClassTemplate, weekdayOf } from '@boxbook/domain';
import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { YesNoDialog } from '../../../components/ui/dialog';
import { QueryState } from '../../../components/ui/query-state';
import { useContentText } from '../../../lib/content-text';
import { errorCodeOf, errorParamsOf } from '../../../lib/error-code';
import { useGymTime } from '../../../lib/gym-time';
import { useSaveDayCalendar, useTemplates } from '../api/class-admin';
import { TemplateDialog, type TemplateDraft } from './template-dialog';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
const toDraft = (c: ClassTemplate): TemplateDraft => ({
  id: c.id,
  activityId: c.activity.id,
  startTime: c.startTime,
  endTime: c.endTime,
  maxPeople: c.maxPeople,
  coachId: c.coach?.id ?? null,
});

/**
 * The weekly timetable, one weekday at a time (see docs/product.md, Classes and the timetable): its
 * slots can be added, edited and deleted. Only classes not made yet follow; the ones already made
 * are edited one by one below.
 */
export function TemplateEditor({ activities }: { activities: Activity[] }) {
  const { t } = useTranslation();
  const today = weekdayOf(useGymTime().today());
  const [day, setDay] = useState(String(today));
  return (
    <Tabs.Root value={day} onValueChange={setDay}>
      <Tabs.List
        aria-label={t('backoffice.templates.days')}
        className="scrollbar-none -mx-4 mb-4 flex gap-2 overflow-x-auto px-4"
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
      {WEEKDAYS.map((d) => (
        <Tabs.Content key={d} value={String(d)}>
          {day === String(d) && <DayTemplates day={d} activities={activities} />}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

function DayTemplates({ day, activities }: { day: number; activities: Activity[] }) {
  const { t } = useTranslation();
  const text = useContentText();
  const calendar = useTemplates(day);
  const save = useSaveDayCalendar();
  const [editing, setEditing] = useState<TemplateDraft | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ClassTemplate | null>(null);
  const current = (calendar.data?.classes ?? []).map(toDraft);
  const saveDay = (drafts: TemplateDraft[], done: () => void, confirmOverlap = false) =>
    save.mutate(
      {
        id: day,
        classes: drafts.map(({ id, ...rest }) => (id ? { id, ...rest } : rest)),
        ...(confirmOverlap && { confirmOverlap }),
      },
      { onSuccess: done },
    );
  const errorCode = errorCodeOf(save.error);
  const { start, end } = errorParamsOf(save.error);
  const overlap = errorCode === 'schedule_overlap' ? { start: String(start), end: String(end) } : null;

  const columns: Column<ClassTemplate>[] = [
    {
      key: 'time',
      header: t('backoffice.templates.time'),
      cell: (c) => `${c.startTime} – ${c.endTime}`,
      sortValue: (c) => c.startTime,
      inCard: false,
    },
    {
      key: 'activity',
      header: t('backoffice.templates.activity'),
      cell: (c) => text.name(c.activity),
      sortValue: (c) => text.name(c.activity),
      inCard: false,
    },
    {
      key: 'coach',
      header: t('coach.label'),
      cell: (c) => c.coach?.name ?? '—',
      sortValue: (c) => c.coach?.name ?? '',
    },
    {
      key: 'max',
      header: t('backoffice.templates.max_people'),
      cell: (c) => c.maxPeople,
      sortValue: (c) => c.maxPeople,
      align: 'right',
    },
  ];
  return (
    <section aria-label={t(`weekdays.long.${day}`)}>
      <div className="mb-3 flex items-center justify-between gap-3">
        <h3 className="text-lg font-bold text-ink">{t(`weekdays.long.${day}`)}</h3>
        <Button onClick={() => setEditing('new')} disabled={activities.length === 0}>
          {t('backoffice.templates.add')}
        </Button>
      </div>
      <QueryState query={calendar}>
        {(data) => (
          <DataTable
            caption={t('backoffice.templates.of_day', { day: t(`weekdays.long.${day}`) })}
            rows={data.classes}
            columns={columns}
            rowKey={(c) => c.id}
            cardTitle={(c) => `${c.startTime} – ${c.endTime} · ${text.name(c.activity)}`}
            emptyText={t('backoffice.templates.empty')}
            actions={(c) => (
              <>
                <Button
                  variant="secondary"
                  onClick={() => setEditing(toDraft(c))}
                  aria-label={t('backoffice.templates.edit_one', { time: c.startTime })}
                >
                  {t('backoffice.edit')}
                </Button>
                <Button
                  variant="ghost"
                  onClick={() => setDeleting(c)}
                  aria-label={t('backoffice.templates.delete_one', { time: c.startTime })}
                >
                  {t('backoffice.delete')}
                </Button>
              </>
            )}
          />
        )}
      </QueryState>
      {editing && (
        <TemplateDialog
          initial={editing === 'new' ? null : editing}
          activities={activities}
          saving={save.isPending}
          errorCode={overlap ? null : errorCode}
          overlap={overlap}
          onEdit={() => save.error && save.reset()}
          onClose={() => {
            save.reset();
            setEditing(null);
          }}
          onSave={(draft, confirmOverlap) =>
            saveDay(
              draft.id ? current.map((c) => (c.id === draft.id ? draft : c)) : [...current, draft],
              () => setEditing(null),
              confirmOverlap,
            )
          }
        />
      )}
      <YesNoDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('backoffice.templates.delete_title', { time: deleting?.startTime ?? '' })}
        message={t('backoffice.templates.delete_message')}
        errorCode={errorCodeOf(save.error)}
        loading={save.isPending}
        onYes={() =>
          deleting &&
          saveDay(
            current.filter((c) => c.id !== deleting.id),
            () => setDeleting(null),
          )
        }
      />
    </section>
  );
}
