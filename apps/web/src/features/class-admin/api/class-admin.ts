import type {
  ClassEdit,
  ClassUser,
  ClassView,
  CoachOption,
  CoachWeek,
  DayCalendar,
  DayCalendarInput,
  DayOff,
  DayOffInput,
  DayOffPreview,
  RestoredClasses,
  SavedDayOff,
  WeekAttendance,
} from '@boxbook/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { calendarKeys, classKeys, coachKeys, dayOffKeys } from '../../../lib/query-keys';

/** Every class of the booking window, hidden and cancelled ones included (staff see them all). */
export const windowClassesQueryOptions = () =>
  queryOptions({ queryKey: classKeys.staffWindow, queryFn: () => api<ClassView[]>('/api/classes') });

export const dayClassesQueryOptions = (date: string) =>
  queryOptions({
    queryKey: classKeys.staffDay(date),
    queryFn: () => api<ClassView[]>(`/api/classes?date=${date}`),
  });

export const classUsersQueryOptions = (classId: number) =>
  queryOptions({
    queryKey: classKeys.users(classId),
    queryFn: () => api<ClassUser[]>(`/api/classes/classUsers/${classId}`),
  });

export const useWeekAttendance = (date: string) =>
  useQuery({
    queryKey: classKeys.attendance(date),
    queryFn: () => api<WeekAttendance>(`/api/classes/attendance?date=${date}`),
  });

export const useTemplates = (day: number) =>
  useQuery({
    queryKey: calendarKeys.day(day),
    queryFn: () => api<DayCalendar>(`/api/calendar/calendar/${day}`),
  });

/** The trainers and admins a slot or a class may name as its coach. */
export const useCoachOptions = () =>
  useQuery({ queryKey: coachKeys.options, queryFn: () => api<CoachOption[]>('/api/coaches') });

/** The signed-in trainer's classes of the week of `date`. */
export const useCoachWeek = (date: string) =>
  useQuery({
    queryKey: coachKeys.week(date),
    queryFn: () => api<CoachWeek>(`/api/classes/coachWeek?date=${date}`),
  });

export const useDaysOff = () =>
  useQuery({ queryKey: dayOffKeys.list, queryFn: () => api<DayOff[]>('/api/dayOff') });

export const getDayOffPreview = ({ when, frequency }: Pick<DayOffInput, 'when' | 'frequency'>) =>
  api<DayOffPreview>(`/api/dayOff/preview?when=${when}&frequency=${frequency}`);

/** A change to the timetable, a class or a day off: every class list, calendar and day off may show it. */
function useAdminMutation<T, V>(mutationFn: (vars: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all(
        [classKeys.all, calendarKeys.all, dayOffKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export const useSaveDayCalendar = () =>
  useAdminMutation((input: DayCalendarInput) =>
    api<DayCalendar>(`/api/calendar/${input.id}`, { method: 'PUT', body: input }),
  );

export const useUpdateClass = () =>
  useAdminMutation(({ classId, edit }: { classId: number; edit: ClassEdit }) =>
    api<{ class: ClassView; promoted: number[] }>(`/api/classes/${classId}`, { method: 'PUT', body: edit }),
  );

export const useCancelClass = () =>
  useAdminMutation((classId: number) =>
    api<{ class: ClassView; members: number }>(`/api/classes/${classId}/cancel`, {
      method: 'POST',
      body: {},
    }),
  );

/**
 * Adds a day off, or turns one on or off again (`skip`): the same call (POST /api/dayOff). Its
 * answer says how many classes skipping brought back.
 */
export const useSaveDayOff = () =>
  useAdminMutation((input: DayOffInput) => api<SavedDayOff>('/api/dayOff', { body: input }));

export const useDeleteDayOff = () =>
  useAdminMutation((id: number) => api<RestoredClasses>(`/api/dayOff/${id}`, { method: 'DELETE' }));
