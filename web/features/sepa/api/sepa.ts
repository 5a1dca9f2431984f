import { queryOptions } from '@tanstack/react-query';
import {
  sepaKeys,
  type Collection,
  type CollectionRequest,
  type MandateAnswer,
  type MandateRequest,
  type PreNotification,
  type WithdrawRequest,
} from '../../../../modules/sepa/contract';
import { api, buildUrl } from '../../../api/client';
import { loadQuery } from '../../../api/resource';

// SEPA direct debit (issue 31, item 4): the client's mandate and pre-notifications, the admin's collections.

/** The signed-in client's mandate, or (admin) a client's. */
export const mandateQuery = (clientId?: string) =>
  loadQuery<MandateAnswer>(sepaKeys.mandate(clientId), buildUrl('/api/sepa/mandate', { clientId }));

export const preNotificationsQuery = queryOptions({
  queryKey: sepaKeys.preNotifications,
  queryFn: async ({ signal }) =>
    (await api.load<{ preNotifications: PreNotification[] }>('/api/sepa/pre-notifications', { signal }))
      .preNotifications,
});

export const collectionsQuery = queryOptions({
  queryKey: sepaKeys.collections,
  queryFn: async ({ signal }) =>
    (await api.load<{ collections: Collection[] }>('/api/sepa/collections', { signal })).collections,
});

export const grantMandate = (body: MandateRequest) => api.put<MandateAnswer>('/api/sepa/mandate', body, { retries: 0 });
export const revokeMandate = () => api.delete<{ success: true }>('/api/sepa/mandate', { retries: 0 });
export const createCollection = (body: CollectionRequest) =>
  api.post<Collection>('/api/sepa/collections', body, { retries: 0 });

/** Where the collection's pain.008 file is downloaded (the browser sends the session cookie). */
export const collectionXmlUrl = (id: string) => `/api/sepa/collections/${encodeURIComponent(id)}/xml`;

/** The office handed the collection's file to the bank: no debit is withdrawn from it afterwards. */
export const markHandedOver = (collectionId: string) =>
  api.post<Collection>(`/api/sepa/collections/${encodeURIComponent(collectionId)}/handed-over`, {}, { retries: 0 });
/** One debit out of a collection whose file is still in the office. */
export const withdrawDebit = (collectionId: string, body: WithdrawRequest) =>
  api.post<Collection>(`/api/sepa/collections/${encodeURIComponent(collectionId)}/withdraw`, body, { retries: 0 });
