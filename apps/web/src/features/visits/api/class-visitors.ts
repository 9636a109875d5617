import type { ClassVisitor } from '@boxbook/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { visitKeys } from '../../../lib/query-keys';

export const classVisitorsQueryOptions = (classId: number) =>
  queryOptions({
    queryKey: visitKeys.ofClass(classId),
    queryFn: () => api<ClassVisitor[]>(`/api/visits/class/${classId}`),
  });

/** Marks whether a visitor came; the sheet's visitors are read again. */
export function useMarkVisitAttended(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reference, attended }: { reference: string; attended: boolean }) =>
      api<ClassVisitor>(`/api/visits/${reference}/attended`, { method: 'PUT', body: { attended } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: visitKeys.ofClass(classId) }),
  });
}
