import { privacyOf } from '../../server/eventstore';
import type { NoteEvent } from './events';

/** A note is about the client, whoever writes it: sealed with the client's key, shredded with it. */
export const notesPrivacy = privacyOf<NoteEvent>()({
  NoteWritten: { subject: 'clientId', personal: ['text'], plain: ['authorRole', 'visibility'] },
  NoteEdited: { subject: 'clientId', personal: ['text'], plain: ['visibility', 'previousVisibility'] },
  NoteDeleted: { plain: ['visibility'] },
});
