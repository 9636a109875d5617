import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A push to every member's devices; answers how many devices it was queued for. */
export const useBroadcast = () =>
  useMutation({
    mutationFn: (message: string) =>
      api<{ devices: number }>('/api/notifications/broadcast', { body: { message } }),
  });
