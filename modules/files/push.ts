import { definePush, type PushRule } from '../../server/eventstore';
import { coachesOfClient } from '../packages';
import { roomsOf } from '../notes';
import { fileEventTypes, type FileEvent } from './events';

/**
 * | event | audience | ids |
 * |---|---|---|
 * | FileUploaded, FileDeleted | who may read the file: its uploader; the client's Acceleratoren and the admins from 'team'; the client at 'shared' | the client |
 * | FileDownloaded | admins (the audit) | the client |
 */
export const filesPush: PushRule[] = [
  definePush<FileEvent>({
    handles: fileEventTypes,
    audience: async ({ type, data }, db) =>
      type === 'FileDownloaded'
        ? ['role:admin']
        : roomsOf({ clientId: data.clientId, authorId: data.uploadedBy }, await coachesOfClient(db, data.clientId), [
            data.visibility,
          ]),
    ids: (e) => ({ clientId: e.data.clientId }),
  }),
];
