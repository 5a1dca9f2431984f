import type { EventModule } from '../../server/eventstore';
import { profilesProjection } from './projections';
import { profilesErasure } from './erasure';
import { partnersPush } from './push';

export { partnersRoutes, type PartnersRouteOptions } from './routes';
export type { PackagesPort } from './ports';
export { findPartnerProfiles, type PartnerSummary } from './lookup';
export { toProfileStreamId } from './events';
export { createProfile } from './commands';
export { partnersErrors } from './errors';

export const partnersModule: EventModule = {
  name: 'partners',
  labels: {
    PartnerProfileCreated: 'Accelerator-Profil angelegt',
    PartnerProfileUpdated: 'Accelerator-Profil geändert',
    PartnerProfileDeleted: 'Accelerator-Profil gelöscht',
  },
  projections: [profilesProjection, profilesErasure],
  push: partnersPush,
};
