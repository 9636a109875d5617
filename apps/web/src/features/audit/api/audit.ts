import type { AuditEntry, Page } from '@boxbook/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { auditKeys } from '../../../lib/query-keys';

export const auditQueryOptions = (userId: number | null, page: number) =>
  queryOptions({
    queryKey: auditKeys.page(userId, page),
    queryFn: () =>
      api<Page<AuditEntry>>(`/api/audit?page=${page}${userId === null ? '' : `&userId=${userId}`}`),
    placeholderData: keepPreviousData,
  });

/** The audit log, newest first: the whole box's, or one member's. */
export const useAuditPage = (userId: number | null, page: number) =>
  useQuery(auditQueryOptions(userId, page));
