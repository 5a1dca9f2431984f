import { privacyOf } from '../../server/eventstore';
import type { FileEvent } from './events';

/** A file's name is the client's (sealed with their key); its type, size and hash are plain. */
export const filesPrivacy = privacyOf<FileEvent>()({
  FileUploaded: {
    subject: 'clientId',
    personal: ['name'],
    plain: ['uploadedBy', 'uploaderRole', 'contentType', 'sha256', 'visibility'],
  },
  FileDeleted: { plain: ['uploadedBy', 'visibility'] },
  FileDownloaded: { plain: ['by'] },
});
