import type { EventModule } from '../../server/eventstore';
import { fileDecider } from './decide';
import { blobsErasure, filesErasure } from './erasure';
import { filesPrivacy } from './privacy';
import { filesProjection } from './projections';
import { filesPush } from './push';

export { filesRoutes } from './routes';
export { filesErrors } from './errors';
export { clientsWithFilesBy, filesFor, sharedFilesOf } from './queries';
/** The bytes' store beside the log (payments keeps an uploaded statement there until its import job read it). */
export { postgresFileStore } from './store';

export const filesModule: EventModule = {
  name: 'files',
  labels: {
    FileUploaded: 'Datei hochgeladen',
    FileDeleted: 'Datei gelöscht',
    FileDownloaded: 'Datei heruntergeladen',
  },
  projections: [filesProjection, filesErasure],
  privacy: filesPrivacy,
  streams: [fileDecider],
  push: filesPush,
  reactions: blobsErasure,
};
