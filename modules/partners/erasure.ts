import { erasureProjection } from '../../server/eventstore';

/** A deleted partner account takes its profile out of the directory. */
export const profilesErasure = erasureProjection('partners', 'partner_profiles', 'user_id');
