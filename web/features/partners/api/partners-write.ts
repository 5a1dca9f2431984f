import { etagOf, type PartnerProfile, type ProfileFields } from '../../../../modules/partners/contract';
import { api } from '../../../api/client';

// Profile writes. Never retried: a repeated write is not what the admin meant.

/** The editable fields as the API takes them (numbers may be null, lists complete). */
export type ProfileBody = Omit<ProfileFields, 'specialty'> & { specialty: string };

export function createProfile(userId: string, body: ProfileBody): Promise<PartnerProfile> {
  return api.post<PartnerProfile>('/api/partners', { userId, ...body }, { retries: 0 });
}

/** PUT with `If-Match: "<version>"`: a stale version answers 409 VERSION_CONFLICT instead of overwriting. */
export function updateProfile(id: string, version: number, body: ProfileBody): Promise<PartnerProfile> {
  return api.put<PartnerProfile>(`/api/partners/${encodeURIComponent(id)}`, body, {
    retries: 0,
    headers: { 'If-Match': etagOf(version) },
  });
}

/** Removes the profile; a missing one (404) is not an error for the caller that deletes the account next. */
export function deleteProfile(id: string): Promise<unknown> {
  return api.delete(`/api/partners/${encodeURIComponent(id)}`, { retries: 0 });
}
