import { queryOptions } from '@tanstack/react-query';
import { adminAccountKeys, type Account, type RemovePartnerResponse } from '../../../../modules/identity/contract';
import { api } from '../../../api/client';
import { listQuery } from '../../../api/list-query';

// The Accelerator accounts (identity) an admin manages: spec 02 §7 partners.

export const partnerAccountsQuery = listQuery<Account>(adminAccountKeys.partnerUsers, '/api/users/role/partner');

export const accountQuery = (id: string) =>
  queryOptions({
    queryKey: adminAccountKeys.user(id),
    queryFn: async ({ signal }) =>
      (await api.load<{ user: Account }>(`/api/users/${encodeURIComponent(id)}`, { signal })).user,
  });

export interface CreatePartnerUserBody {
  name: string;
  email: string;
  partnerType: string;
  /** Left out: the partner sets one through the welcome e-mail's link. */
  password?: string;
}

export async function createPartnerUser(body: CreatePartnerUserBody): Promise<Account> {
  return (await api.post<{ user: Account }>('/api/users', { role: 'partner', ...body }, { retries: 0 })).user;
}

/** Deletes the account, or deactivates it when the partner has meetings or allocations. */
export function removePartnerUser(id: string): Promise<RemovePartnerResponse> {
  return api.delete<RemovePartnerResponse>(`/api/users/${encodeURIComponent(id)}`, { retries: 0 });
}
