import { erasureProjection, reactionsTo } from '../../server/eventstore';
import { tablesOf } from '../../server/db/kysely';
import type { UserDeleted } from '../identity';
import type { FilesTables } from './tables';

/** A client's erasure removes their files' rows... */
export const filesErasure = erasureProjection('files', 'client_files', 'client_id');

/** ...and their bytes, which no replay brings back (they were never in the log). */
export const blobsErasure = reactionsTo<UserDeleted>({
  async UserDeleted(tx, e) {
    await tablesOf<FilesTables>(tx).deleteFrom('file_blobs').where('client_id', '=', e.data.userId).execute();
  },
});
