import { erasureProjection, reactionsTo } from '../../server/eventstore';
import type { UserDeleted } from '../identity';
import { postgresFileStore } from './store';

/** A client's erasure removes their files' rows... */
export const filesErasure = erasureProjection('files', 'client_files', 'client_id');

/** ...and their bytes, which no replay brings back (they were never in the log). */
export const blobsErasure = reactionsTo<UserDeleted>({
  UserDeleted: (tx, e) => postgresFileStore.removeClient(tx, e.data.userId),
});
