import { erasureProjection, personalOf, type PersonalFields } from '../../server/eventstore';

export const archivePersonal: Record<string, PersonalFields> = {
  ArchiveNotesUpdated: personalOf('userId')(['notes']),
};

export const archiveErasure = erasureProjection({
  name: 'archive.erasure',
  table: 'client_archive_notes',
  column: 'user_id',
});
