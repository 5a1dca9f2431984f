import { queryOptions } from '@tanstack/react-query';
import {
  messagesKeys,
  type Message,
  type PostMessageRequest,
  type Unread,
} from '../../../../modules/messages/contract';
import { api } from '../../../api/client';
import { loadQuery } from '../../../api/resource';

// One conversation per client (issue 33). A client reads their own with their own id.

export const conversationQuery = (clientId: string) =>
  loadQuery<{ messages: Message[]; readUpTo: number }>(
    messagesKeys.ofClient(clientId),
    `/api/clients/${encodeURIComponent(clientId)}/messages`,
  );

/** Unread messages per conversation, for the menu's count and the conversation list. */
export const unreadQuery = queryOptions({
  queryKey: messagesKeys.unread,
  queryFn: ({ signal }) => api.load<Unread>('/api/messages/unread', { signal }),
});

export const postMessage = (clientId: string, body: PostMessageRequest) =>
  api.post<{ id: string }>(`/api/clients/${encodeURIComponent(clientId)}/messages`, body, { retries: 0 });

export const markRead = (clientId: string) =>
  api.post<{ success: true }>(`/api/clients/${encodeURIComponent(clientId)}/messages/read`, undefined, { retries: 0 });
