import { savedValueProjection } from '../../server/eventstore';
import type { ArchiveEvent } from './events';

/** `client_archive_notes`: each former client's notes as last saved. */
export const archiveProjection = savedValueProjection<ArchiveEvent>({
  name: 'archive.notes',
  table: 'client_archive_notes',
  key: 'user_id',
  on: { ArchiveNotesUpdated: (d) => [d.userId, { notes: d.notes }] },
});
