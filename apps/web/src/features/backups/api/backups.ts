import type { BackupRun, BackupStatus } from '@boxbook/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiFile } from '../../../lib/api-client';
import { backupKeys } from '../../../lib/query-keys';

export const backupStatusQueryOptions = () =>
  queryOptions({ queryKey: backupKeys.status, queryFn: () => api<BackupStatus>('/api/backups') });

/** The last backup, whether it is too old, and the files (admins). */
export const useBackupStatus = () => useQuery(backupStatusQueryOptions());

/** Takes a backup now; the answer says how it ended (a failed one is an answer, not an error). */
export function useTakeBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<BackupRun>('/api/backups', { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backupKeys.status }),
  });
}

/** Saves one backup file from the server (the download is recorded in the audit log). */
export async function downloadBackup(name: string) {
  const blob = await apiFile(`/api/backups/files/${encodeURIComponent(name)}`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the browser has taken the file by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
