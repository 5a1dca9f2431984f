import type { EventModule } from '../../server/eventstore';
import { fileDecider } from './decide';
import { blobsErasure, filesErasure } from './erasure';
import { filesPrivacy } from './privacy';
import { filesProjection } from './projections';
import { filesPush } from './push';

export { filesRoutes } from './routes';
export { filesErrors } from './errors';
export { filesFor, sharedFilesOf } from './queries';

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
