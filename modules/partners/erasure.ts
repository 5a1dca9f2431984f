import { erasureProjection } from '../../server/eventstore';

/** A deleted partner account takes its profile out of the directory. */
export const profilesErasure = erasureProjection({
  name: 'partners.erasure',
  table: 'partner_profiles',
  column: 'user_id',
});
