import type { EventModule } from '../../server/eventstore';
import { archiveProjection } from './projections';
import { archivePush } from './push';
import { archiveErasure, archivePersonal } from './erasure';

export { archiveRoutes } from './routes';
export { archiveErrors } from './errors';

export const archiveModule: EventModule = {
  name: 'archive',
  labels: { ArchiveNotesUpdated: 'Notizen zur Kundenkartei gespeichert' },
  projections: [archiveProjection, archiveErasure],
  personal: archivePersonal,
  push: archivePush,
};
