import { queryOptions } from '@tanstack/react-query';
import {
  messagesKeys,
  type Message,
  type PostMessageRequest,
  type Unread,
} from '../../../../modules/messages/contract';
import { api } from '../../../api/client';

// One conversation per client (issue 33). A client reads their own with their own id.

export const conversationQuery = (clientId: string) =>
  queryOptions({
    queryKey: messagesKeys.ofClient(clientId),
    queryFn: ({ signal }) =>
      api.load<{ messages: Message[]; readUpTo: number }>(`/api/clients/${encodeURIComponent(clientId)}/messages`, {
        signal,
      }),
  });

/** Unread messages per conversation, for the menu's count and the conversation list. */
export const unreadQuery = queryOptions({
  queryKey: messagesKeys.unread,
  queryFn: ({ signal }) => api.load<Unread>('/api/messages/unread', { signal }),
});

export const postMessage = (clientId: string, body: PostMessageRequest) =>
  api.post<{ id: string }>(`/api/clients/${encodeURIComponent(clientId)}/messages`, body, { retries: 0 });

export const markRead = (clientId: string) =>
  api.post<{ success: true }>(`/api/clients/${encodeURIComponent(clientId)}/messages/read`, undefined, { retries: 0 });
