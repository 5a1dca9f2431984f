import { tablesOf, type Tx } from '../../server/db/kysely';
import { defineProjection, streamRows, type Stored } from '../../server/eventstore';
import { archiveEventTypes, type ArchiveEvent } from './events';
import type { ArchiveTables } from './tables';

async function applyNotes(tx: Tx, e: Stored<ArchiveEvent>): Promise<void> {
  const notes = streamRows(tablesOf<ArchiveTables>(tx), 'client_archive_notes', 'user_id', e.version);
  await notes.upsert(e.data.userId, { notes: e.data.notes, updated_at: new Date(e.data.at) });
}

export const archiveProjection = defineProjection<ArchiveEvent>({
  name: 'archive.notes',
  tables: ['client_archive_notes'],
  handles: archiveEventTypes,
  apply: applyNotes,
});
