import { savedValueProjection } from '../../server/eventstore';
import type { ArchiveEvent } from './events';
import type { ArchiveTables } from './tables';

/** `client_archive_notes`: each former client's notes as last saved. */
export const archiveProjection = savedValueProjection<ArchiveEvent, ArchiveTables, 'client_archive_notes'>({
  name: 'archive.notes',
  table: 'client_archive_notes',
  key: 'user_id',
  on: { ArchiveNotesUpdated: (d) => [d.userId, { notes: d.notes }] },
});
