import { messagesKeys, type Message, type PostMessageRequest } from '../../../../modules/messages/contract';
import { api } from '../../../api/client';
import { loadQuery } from '../../../api/resource';

// One conversation per client (issue 33). A client reads their own with their own id.

export const conversationQuery = (clientId: string) =>
  loadQuery<{ messages: Message[]; readUpTo: number }>(
    messagesKeys.ofClient(clientId),
    `/api/clients/${encodeURIComponent(clientId)}/messages`,
  );

export const postMessage = (clientId: string, body: PostMessageRequest) =>
  api.post<{ id: string }>(`/api/clients/${encodeURIComponent(clientId)}/messages`, body, { retries: 0 });

export const markRead = (clientId: string) =>
  api.post<{ success: true }>(`/api/clients/${encodeURIComponent(clientId)}/messages/read`, undefined, { retries: 0 });
