import type { ClassUser, ClassView, JoinResponse, NextClass, PlaceCost } from '@boxbook/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { classKeys, userKeys } from '../../../lib/query-keys';
import { withNewerFrames } from './class-frames';

export { applyClassFrame } from './class-frames';

/** `as`: the dependent a guardian books for (docs/product.md, Households); null for the member. */
export const getClasses = (activityId: number, date: string, as: number | null = null) =>
  api<ClassView[]>(`/api/classes?activityId=${activityId}&date=${date}${as === null ? '' : `&as=${as}`}`);

export const classesQueryOptions = (activityId: number, date: string, as: number | null = null) =>
  queryOptions({
    queryKey: classKeys.day(activityId, date, as),
    queryFn: () => withNewerFrames(() => getClasses(activityId, date, as)),
    staleTime: 10_000,
  });

export const getClass = (id: number) => api<ClassView>(`/api/classes/${id}`);

export const classQueryOptions = (id: number) =>
  queryOptions({ queryKey: classKeys.one(id), queryFn: () => withNewerFrames(() => getClass(id)) });

export const getClassUsers = (classId: number) => api<ClassUser[]>(`/api/classes/classUsers/${classId}`);
export const classUsersQueryOptions = (classId: number) =>
  queryOptions({ queryKey: classKeys.users(classId), queryFn: () => getClassUsers(classId) });

export const getNextClasses = (count: number, as: number | null = null) =>
  api<NextClass[]>(`/api/classes/nextClasses/${count}${as === null ? '' : `?as=${as}`}`);
export const useNextClasses = (count: number, as: number | null = null) =>
  useQuery({ queryKey: classKeys.next(count, as), queryFn: () => getNextClasses(count, as) });

/**
 * Join, leave and attendance change a class and the booked member's credits: refresh both. The
 * signed-in member's own user comes back by their realtime event; a dependent booked by their
 * guardian (docs/product.md, Households) has no such event on this device, so it is asked again.
 */
function useClassMutation<T, V extends object>(mutationFn: (vars: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: (_data, _error, vars) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: classKeys.all }),
        'userId' in vars && typeof vars.userId === 'number'
          ? queryClient.invalidateQueries({ queryKey: userKeys.one(vars.userId) })
          : null,
      ]),
  });
}

/** `free` (staff only) gives the place without a credit; a member's own join leaves it out. */
export const useJoinClass = () =>
  useClassMutation(({ classId, userId, free }: { classId: number; userId: number; free?: boolean }) =>
    api<JoinResponse>(`/api/classes/${classId}/join`, {
      body: free === undefined ? { userId } : { userId, free },
    }),
  );

/** What adding a member would cost them (staff), asked each time: credits move between two looks. */
export const getPlaceCost = (classId: number, userId: number) =>
  api<PlaceCost>(`/api/classes/${classId}/placeCost/${userId}`);

export const useLeaveClass = () =>
  useClassMutation(
    ({ classId, userId, penalization }: { classId: number; userId: number; penalization: boolean }) =>
      api<unknown>(`/api/classes/${classId}/leave`, { body: { userId, penalization } }),
  );

export const useValidateClassUser = () =>
  useClassMutation(
    ({ classId, classUserId, validated }: { classId: number; classUserId: number; validated: boolean }) =>
      api<ClassUser>(`/api/classes/${classId}/classUsers/${classUserId}`, {
        method: 'PUT',
        body: { validated },
      }),
  );
