import type { EventModule } from '../../server/eventstore';
import { archivePrivacy } from './privacy';
import { archiveProjection } from './projections';
import { archivePush } from './push';
import { archiveErasure } from './erasure';

export { archiveRoutes } from './routes';
export { archiveErrors } from './errors';

export const archiveModule: EventModule = {
  name: 'archive',
  labels: { ArchiveNotesUpdated: 'Notizen zur Kundenkartei gespeichert' },
  projections: [archiveProjection, archiveErasure],
  privacy: archivePrivacy,
  push: archivePush,
};
