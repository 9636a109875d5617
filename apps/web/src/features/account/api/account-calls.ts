import type { User, UserUpdate } from '@boxbook/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';

export const updateUser = (id: number, body: UserUpdate) =>
  api<User>(`/api/users/${id}`, { method: 'PUT', body });
export const changePassword = (id: number, body: { oldPassword: string; newPassword: string }) =>
  api<void>(`/api/users/${id}/password`, { method: 'PUT', body });
export const uploadAvatar = (id: number, fileSource: string) =>
  api<User>(`/api/users/${id}/img`, { body: { fileSource } });

/** Saves the user and shows the answer at once; the realtime feed would bring it a moment later anyway. */
export function useUpdateUser() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UserUpdate }) => updateUser(id, body),
    onSuccess: (user) => sessionStore.setUser(user),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; oldPassword: string; newPassword: string }) =>
      changePassword(id, body),
  });
}

export function useUploadAvatar() {
  return useMutation({
    mutationFn: ({ id, fileSource }: { id: number; fileSource: string }) => uploadAvatar(id, fileSource),
    onSuccess: (user) => sessionStore.setUser(user),
  });
}
