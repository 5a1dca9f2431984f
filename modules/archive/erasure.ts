import { tablesOf } from '../../server/db/kysely';
import type { PersonalFields, Projection } from '../../server/eventstore';
import type { ArchiveTables } from './tables';

export const archivePersonal: Record<string, PersonalFields> = {
  ArchiveNotesUpdated: { subject: (d) => (d.userId as string) ?? null, fields: ['notes'] },
};

export const archiveErasure: Projection = {
  name: 'archive.erasure',
  tables: ['client_archive_notes'],
  handles: ['UserDeleted'],
  async apply(tx, event) {
    await tablesOf<ArchiveTables>(tx).deleteFrom('client_archive_notes').where('user_id', '=', (event.data as { userId: string }).userId).execute();
  },
};
