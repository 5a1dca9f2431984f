import { privacyOf } from '../../server/eventstore';
import type { PartnersEvent } from './events';

/**
 * An Accelerator's profile (phone, location, links, biography, references) is theirs: sealed with
 * their account's key, erased when an admin removes them. A profile read back after that is `{}`
 * (projections.ts keeps such a row until the erasure's own event removes it).
 */
export const partnersPrivacy = privacyOf<PartnersEvent>()({
  PartnerProfileCreated: { subject: 'userId', personal: ['profile'] },
  PartnerProfileUpdated: { subject: 'userId', personal: ['profile'] },
});
