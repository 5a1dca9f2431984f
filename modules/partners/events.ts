import type { ProfileFields } from './contract';
import { aggregateStreams } from '../../server/eventstore';

// The partners module's events: one stream per partner account's profile.

export type ProfileData = ProfileFields;

export interface PartnerProfileCreated {
  type: 'PartnerProfileCreated';
  data: { userId: string; profile: ProfileData; at: string };
}
/** The whole profile as saved (PUT replaces every field). */
export interface PartnerProfileUpdated {
  type: 'PartnerProfileUpdated';
  data: { userId: string; profile: ProfileData; at: string };
}
export interface PartnerProfileDeleted {
  type: 'PartnerProfileDeleted';
  data: { userId: string; at: string };
}

export type PartnersEvent = PartnerProfileCreated | PartnerProfileUpdated | PartnerProfileDeleted;
type PartnersEventType = PartnersEvent['type'];

export const partnersEventTypes: readonly PartnersEventType[] = [
  'PartnerProfileCreated',
  'PartnerProfileUpdated',
  'PartnerProfileDeleted',
];

/** One profile per partner account: the stream is keyed by the partner's user id (= the profile id). */
export const profileStreams = aggregateStreams('partners', 'profile');
export const toProfileStreamId = profileStreams.toStreamId;
