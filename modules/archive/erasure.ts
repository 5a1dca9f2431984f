import { erasureProjection, personalOf, type PersonalFields } from '../../server/eventstore';

export const archivePersonal: Record<string, PersonalFields> = {
  ArchiveNotesUpdated: personalOf('userId')(['notes']),
};

export const archiveErasure = erasureProjection('archive', 'client_archive_notes', 'user_id');
