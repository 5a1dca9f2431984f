import type { ProfileFields } from './contract';
import { aggregateStreams, type NewEvent } from '../../server/eventstore';
import { allOf } from '../../lib/all-of';

// The partners module's events: one stream per partner account's profile.

export type ProfileData = ProfileFields;

/** A profile as saved: always the whole of it (PUT replaces every field). */
interface ProfileSaved {
  userId: string;
  profile: ProfileData;
  at: string;
}

export type PartnerProfileCreated = NewEvent<'PartnerProfileCreated', ProfileSaved>;
export type PartnerProfileUpdated = NewEvent<'PartnerProfileUpdated', ProfileSaved>;
export type PartnerProfileDeleted = NewEvent<'PartnerProfileDeleted', { userId: string; at: string }>;

export type PartnersEvent = PartnerProfileCreated | PartnerProfileUpdated | PartnerProfileDeleted;
type PartnersEventType = PartnersEvent['type'];

export const partnersEventTypes = allOf<PartnersEventType>({
  PartnerProfileCreated: true,
  PartnerProfileUpdated: true,
  PartnerProfileDeleted: true,
});

/** One profile per partner account: the stream is keyed by the partner's user id (= the profile id). */
export const profileStreams = aggregateStreams('partners', 'profile');
export const toProfileStreamId = profileStreams.toStreamId;
