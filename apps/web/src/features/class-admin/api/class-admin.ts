import type {
  ClassEdit,
  ClassUser,
  ClassView,
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

/** Keys under the ones the rest of the app uses, so a change here refreshes every screen showing it. */
export const adminKeys = {
  classes: ['classes'] as const,
  window: ['classes', 'staff', 'window'] as const,
  day: (date: string) => ['classes', 'staff', 'day', date] as const,
  users: (classId: number) => ['classes', 'users', classId] as const,
  attendance: (date: string) => ['classes', 'staff', 'attendance', date] as const,
  calendar: ['calendar'] as const,
  templates: (day: number) => ['calendar', 'day', day] as const,
  daysOff: ['dayOff'] as const,
  dayOffList: ['dayOff', 'all'] as const,
};

/** Every class of the booking window, hidden and cancelled ones included (staff see them all). */
export const windowClassesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.window, queryFn: () => api<ClassView[]>('/api/classes') });

export const dayClassesQueryOptions = (date: string) =>
  queryOptions({
    queryKey: adminKeys.day(date),
    queryFn: () => api<ClassView[]>(`/api/classes?date=${date}`),
  });

export const classUsersQueryOptions = (classId: number) =>
  queryOptions({
    queryKey: adminKeys.users(classId),
    queryFn: () => api<ClassUser[]>(`/api/classes/classUsers/${classId}`),
  });

export const useWeekAttendance = (date: string) =>
  useQuery({
    queryKey: adminKeys.attendance(date),
    queryFn: () => api<WeekAttendance>(`/api/classes/attendance?date=${date}`),
  });

export const useTemplates = (day: number) =>
  useQuery({
    queryKey: adminKeys.templates(day),
    queryFn: () => api<DayCalendar>(`/api/calendar/calendar/${day}`),
  });

export const useDaysOff = () =>
  useQuery({ queryKey: adminKeys.dayOffList, queryFn: () => api<DayOff[]>('/api/dayOff') });

export const getDayOffPreview = ({ when, frequency }: Pick<DayOffInput, 'when' | 'frequency'>) =>
  api<DayOffPreview>(`/api/dayOff/preview?when=${when}&frequency=${frequency}`);

/** A change to the timetable, a class or a day off: every class list, calendar and day off may show it. */
function useAdminMutation<T, V>(mutationFn: (vars: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all(
        [adminKeys.classes, adminKeys.calendar, adminKeys.daysOff].map((queryKey) =>
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
