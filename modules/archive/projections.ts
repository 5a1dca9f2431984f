import { tablesOf, type Tx } from '../../server/db/kysely';
import { defineProjection, type Stored } from '../../server/eventstore';
import { archiveEventTypes, type ArchiveEvent } from './events';
import type { ArchiveTables } from './tables';

async function applyNotes(tx: Tx, e: Stored<ArchiveEvent>): Promise<void> {
  const row = { notes: e.data.notes, updated_at: new Date(e.data.at), version: e.version };
  await tablesOf<ArchiveTables>(tx)
    .insertInto('client_archive_notes')
    .values({ user_id: e.data.userId, ...row })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(row).where('client_archive_notes.version', '<', e.version))
    .execute();
}

export const archiveProjection = defineProjection<ArchiveEvent>({
  name: 'archive.notes',
  tables: ['client_archive_notes'],
  handles: archiveEventTypes,
  apply: applyNotes,
});
