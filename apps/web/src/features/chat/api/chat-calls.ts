import type { ChatHistory, ChatMessage, ConversationPage } from '@boxbook/domain';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chatKeys, userKeys } from '../../../lib/query-keys';

export const getChatPage = (memberId: number, before?: number) =>
  api<ChatHistory>(`/api/chat/${memberId}/messages${before ? `?before=${before}` : ''}`);

/** A member's conversation, newest page first; each next page goes further back. */
export const chatQueryOptions = (memberId: number) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(memberId),
    queryFn: ({ pageParam }) => getChatPage(memberId, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (newest) => (newest.hasMore ? newest.messages[0]?.id : undefined),
    staleTime: 0,
  });

export const useChat = (memberId: number) => useInfiniteQuery(chatQueryOptions(memberId));

export const getConversationsPage = (before?: number) =>
  api<ConversationPage>(`/api/chat/conversations${before ? `?before=${before}` : ''}`);

/** The staff inbox, latest first; each next page goes back from the oldest conversation shown. */
export const conversationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: chatKeys.conversations,
    queryFn: ({ pageParam }) => getConversationsPage(pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (oldest) => (oldest.hasMore ? oldest.conversations.at(-1)?.lastMessage.id : undefined),
    staleTime: 0,
  });

export const useConversations = () => useInfiniteQuery(conversationsQueryOptions());

export function useSendChatMessage(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      api<ChatMessage>(`/api/chat/${memberId}/messages`, { body: { content } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.all }),
  });
}

/** The viewer's side has read the conversation (which also takes back the push about it). */
export const markChatRead = (memberId: number) =>
  api<void>(`/api/chat/${memberId}/read`, { method: 'POST', body: {} });

/** Who a conversation is with, for the staff's header (trainers get a member's summary). */
export const useChatMember = (memberId: number) =>
  useQuery({
    queryKey: userKeys.one(memberId),
    queryFn: () =>
      api<{ id: number; name: string; surname: string; image: string }>(`/api/users/${memberId}`),
  });
