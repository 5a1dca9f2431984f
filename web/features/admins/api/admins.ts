import { adminAccountKeys, type AdminUser } from '../../../../modules/identity/contract';
import { api } from '../../../api/client';
import { listQuery } from '../../../api/list-query';

// The admins tab of /admin/partners: spec 02 §7 admins.

export const adminsQuery = listQuery<AdminUser>(adminAccountKeys.admins, '/api/users/admins');

export interface CreateAdminBody {
  name: string;
  email: string;
  username: string;
  password: string;
  confirmPassword: string;
}

export async function createAdmin(body: CreateAdminBody): Promise<AdminUser> {
  return (await api.post<{ user: AdminUser }>('/api/users/create-admin', body, { retries: 0 })).user;
}

export function deleteAdmin(id: string): Promise<unknown> {
  return api.delete(`/api/users/admin/${encodeURIComponent(id)}`, { retries: 0 });
}
