import { userSchema, type User } from '../../../../modules/identity/contract';
import { api } from '../../../api/client';

/** Saves the client's own time zone (`PUT /api/users/profile`, only the zone); answers the user as saved. */
export async function saveTimeZone(timeZone: string): Promise<User> {
  const answer = await api.put<{ user: unknown }>('/api/users/profile', { timeZone });
  return userSchema.parse(answer.user);
}
