import { privacyOf } from '../../server/eventstore';
import type { ArchiveEvent } from './events';

export const archivePrivacy = privacyOf<ArchiveEvent>()({
  ArchiveNotesUpdated: { subject: 'userId', personal: ['notes'] },
});
