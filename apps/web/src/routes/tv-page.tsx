import type { ClassView } from '@boxbook/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyClassFrame, classQueryOptions, classUsersQueryOptions } from '../features/booking/api/classes';
import { TimerPanel } from '../features/timer/components/timer-panel';
import { wodOfDayQueryOptions } from '../features/training/api/workouts';
import { WorkoutBlocks } from '../features/training/components/workout-blocks';
import { currentOrNext, useClassesOfDay } from '../features/tv/api/today-classes';
import { TvRoster } from '../features/tv/components/tv-roster';
import { useGymTime } from '../lib/gym-time';
import { useLiveQuery } from '../lib/use-live-query';

/** A clock for choosing which class to show; a minute is fine enough. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

/** Who is in the class, live: the class's frames and the trainers' class-user messages. */
function LiveRoster({ item, time }: { item: ClassView; time: (iso: string) => string }) {
  const queryClient = useQueryClient();
  const summary = useLiveQuery(classQueryOptions(item.id), {
    destinations: () => [`/class/${item.id}`],
    onMessage: (body) => applyClassFrame(queryClient, body as ClassView),
  });
  const users = useLiveQuery(classUsersQueryOptions(item.id), {
    destinations: () => ['save', 'update', 'delete'].map((action) => `/classUser/${action}/${item.id}`),
  });
  return <TvRoster item={summary.data ?? item} people={users.data ?? []} time={time} />;
}

/** Box TV (a trainer opens it on the box's screen): today's WOD large, the timer, the class's list. */
export function TvPage() {
  const { t } = useTranslation();
  const gym = useGymTime();
  const today = gym.today();
  const now = useMinuteClock();
  const wod = useQuery({ ...wodOfDayQueryOptions(today), refetchInterval: 60_000 });
  const classes = useClassesOfDay(today);
  const next = currentOrNext(classes.data ?? [], now);

  return (
    <div className="grid min-h-dvh grid-cols-1 gap-4 bg-ink p-4 text-white lg:grid-cols-[3fr_2fr] lg:gap-8 lg:p-8">
      <main className="min-w-0 rounded-3xl bg-white p-5 text-ink lg:p-8">
        <h1 className="mb-6 text-3xl font-black lg:text-5xl">
          {t('tv.wod')} ·{' '}
          {gym.format(`${today}T12:00:00Z`, { weekday: 'long', day: 'numeric', month: 'long' })}
        </h1>
        {wod.data ? (
          <WorkoutBlocks blocks={wod.data.wbs} size="tv" />
        ) : (
          <p className="text-xl text-gray-600 lg:text-3xl">
            {wod.isPending ? t('common.loading') : t('training.no_wod')}
          </p>
        )}
      </main>
      <aside className="flex min-w-0 flex-col gap-4 lg:gap-8">
        <div className="rounded-3xl bg-white p-4 text-ink">
          <TimerPanel size="tv" timeZone={gym.timeZone} />
        </div>
        <div className="rounded-3xl bg-gray-800 p-5 lg:p-6">
          {next ? (
            <LiveRoster key={next.id} item={next} time={gym.time} />
          ) : (
            <TvRoster item={null} people={[]} time={gym.time} />
          )}
        </div>
      </aside>
    </div>
  );
}
