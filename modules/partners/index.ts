import type { EventModule } from '../../server/eventstore';
import { partnersPrivacy } from './privacy';
import { profilesProjection } from './projections';
import { profilesErasure } from './erasure';
import { partnersPush } from './push';

export { partnersRoutes } from './routes';
export { findPartnerProfiles } from './lookup';
export { createProfile } from './commands';
export { partnersErrors } from './errors';

export const partnersModule: EventModule = {
  name: 'partners',
  privacy: partnersPrivacy,
  labels: {
    PartnerProfileCreated: 'Accelerator-Profil angelegt',
    PartnerProfileUpdated: 'Accelerator-Profil geändert',
    PartnerProfileDeleted: 'Accelerator-Profil gelöscht',
  },
  projections: [profilesProjection, profilesErasure],
  push: partnersPush,
};
