import { etagOf, type PartnerProfile, type ProfileFields } from '../../modules/partners/contract';
import { api } from './client';
import { ApiError, errorForStatus, networkErrorMessage } from './errors';

// Profile writes. Never retried: a repeated write is not what the admin meant.

/** The editable fields as the API takes them (numbers may be null, lists complete). */
export type ProfileBody = Omit<ProfileFields, 'specialty'> & { specialty: string };

export function createProfile(userId: string, body: ProfileBody): Promise<PartnerProfile> {
  return api.post<PartnerProfile>('/api/partners', { userId, ...body }, { retries: 0 });
}

/**
 * PUT with `If-Match: "<version>"`. The shared wrapper has no way to send a header, so this one
 * call goes through fetch itself and raises the wrapper's errors (409 VERSION_CONFLICT on a stale
 * version instead of an overwrite).
 */
export async function updateProfile(id: string, version: number, body: ProfileBody): Promise<PartnerProfile> {
  const url = `/api/partners/${encodeURIComponent(id)}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'PUT',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'If-Match': etagOf(version) },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(networkErrorMessage, 0, null);
  }
  const text = await response.text().catch(() => '');
  let data: unknown;
  try {
    data = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    data = null;
  }
  if (!response.ok) throw errorForStatus(response.status, data, 'PUT', url);
  return data as PartnerProfile;
}

/** Removes the profile; a missing one (404) is not an error for the caller that deletes the account next. */
export function deleteProfile(id: string): Promise<unknown> {
  return api.delete(`/api/partners/${encodeURIComponent(id)}`, { retries: 0 });
}
