import type { ContactMessage } from '@boxbook/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const sendContactMessage = (message: ContactMessage) =>
  api<{ id: number }>('/api/contact', { method: 'POST', body: message });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
