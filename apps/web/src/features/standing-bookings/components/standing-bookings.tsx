import type { ClassTemplate, DayCalendar, StandingBooking, StandingTake } from '@boxbook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { YesNoDialog } from '../../../components/ui/dialog';
import { FormError } from '../../../components/ui/form-field';
import { QueryState } from '../../../components/ui/query-state';
import { useContentText } from '../../../lib/content-text';
import { errorCodeOf } from '../../../lib/error-code';
import { useGymTime } from '../../../lib/gym-time';
import {
  useAddStandingBooking,
  useDeleteStandingBooking,
  useStandingBookings,
} from '../api/standing-bookings';
import { StandingPicker } from './standing-picker';

const outcomeStyle: Record<StandingTake['outcome'], string> = {
  IN: 'bg-green-100 text-green-800',
  ALREADY: 'bg-green-100 text-green-800',
  WAIT: 'bg-amber-100 text-amber-900',
  NOT_TAKEN: 'bg-red-100 text-red-800',
};

/**
 * Standing bookings ("reserva fixa"): the same class every week, its place taken when the class
 * opens for booking, with the member's credits. Each shows what its latest weeks came to, and why
 * a week was not taken. Used by the member for themselves and by an admin for a member.
 */
export function StandingBookings({
  userId,
  calendars,
  forAdmin = false,
}: {
  userId: number;
  calendars: (DayCalendar | undefined)[];
  /** An admin managing a member's: the texts speak of the member, not to them. */
  forAdmin?: boolean;
}) {
  const { t } = useTranslation();
  const gym = useGymTime();
  const text = useContentText();
  const list = useStandingBookings(userId);
  const add = useAddStandingBooking(userId);
  const remove = useDeleteStandingBooking(userId);
  const [stopping, setStopping] = useState<StandingBooking | null>(null);
  const slot = (s: StandingBooking) =>
    t('standing.slot', {
      day: t(`weekdays.long.${s.template.day}`),
      start: s.template.startTime,
      end: s.template.endTime,
      activity: text.name(s.template.activity),
    });
  const takeText = (take: StandingTake) =>
    `${gym.format(`${take.date}T12:00:00Z`, { day: 'numeric', month: 'short' })}: ${t(`standing.outcome.${take.outcome}`)}` +
    (take.code && take.outcome !== 'WAIT'
      ? ` (${t(`error.${take.code}`, { defaultValue: take.code })})`
      : '');
  const taken = (template: ClassTemplate) => (list.data ?? []).some((s) => s.template.id === template.id);

  return (
    <div>
      <QueryState
        query={list}
        isEmpty={(l) => l.length === 0}
        emptyText={t(forAdmin ? 'standing.none_admin' : 'standing.none')}
      >
        {(items) => (
          <ul className="space-y-3">
            {items.map((s) => (
              <li key={s.id} className="rounded-2xl bg-white p-4 ring-1 ring-gray-200">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <p className="font-bold text-ink">{slot(s)}</p>
                  <Button
                    variant="secondary"
                    onClick={() => setStopping(s)}
                    aria-label={t('standing.stop_one', { slot: slot(s) })}
                  >
                    {t('standing.stop')}
                  </Button>
                </div>
                {s.takes.length > 0 ? (
                  <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('standing.latest')}>
                    {s.takes.map((take) => (
                      <li
                        key={take.classId}
                        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${outcomeStyle[take.outcome]}`}
                      >
                        {takeText(take)}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="mt-2 text-sm text-gray-600">{t('standing.not_yet')}</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <FormError code={errorCodeOf(add.error ?? remove.error)} />
      <h3 className="mt-6 mb-2 text-lg font-bold text-ink">{t('standing.add_title')}</h3>
      <p className="mb-3 text-sm text-gray-600">
        {t(forAdmin ? 'standing.explain_admin' : 'standing.explain')}
      </p>
      <StandingPicker
        calendars={calendars}
        isTaken={taken}
        busy={add.isPending}
        onPick={(template) => add.mutate(template.id)}
      />
      <YesNoDialog
        open={stopping !== null}
        onOpenChange={(open) => !open && setStopping(null)}
        title={t('standing.stop_title', { slot: stopping ? slot(stopping) : '' })}
        message={t('standing.stop_message')}
        loading={remove.isPending}
        onYes={() => stopping && remove.mutate(stopping.id, { onSettled: () => setStopping(null) })}
      />
    </div>
  );
}
