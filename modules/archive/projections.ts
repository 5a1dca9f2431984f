import { tablesOf, type Tx } from '../../server/db/kysely';
import type { Projection, StoredEvent } from '../../server/eventstore';
import { archiveEventTypes, type ArchiveEvent } from './events';
import type { ArchiveTables } from './tables';

async function applyNotes(tx: Tx, stored: StoredEvent): Promise<void> {
  const e = stored as unknown as ArchiveEvent;
  const row = { notes: e.data.notes, updated_at: new Date(e.data.at), version: stored.version };
  await tablesOf<ArchiveTables>(tx)
    .insertInto('client_archive_notes')
    .values({ user_id: e.data.userId, ...row })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(row).where('client_archive_notes.version', '<', stored.version))
    .execute();
}

export const archiveProjection: Projection = { name: 'archive.notes', tables: ['client_archive_notes'], handles: archiveEventTypes, apply: applyNotes };
