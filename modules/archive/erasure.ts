import { erasureProjection, type PersonalFields } from '../../server/eventstore';

export const archivePersonal: Record<string, PersonalFields> = {
  ArchiveNotesUpdated: { subject: (d) => (d.userId as string) ?? null, fields: ['notes'] },
};

export const archiveErasure = erasureProjection({
  name: 'archive.erasure',
  table: 'client_archive_notes',
  column: 'user_id',
});
