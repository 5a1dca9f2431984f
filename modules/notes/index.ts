import type { EventModule } from '../../server/eventstore';
import { noteDecider } from './decide';
import { notesErasure } from './erasure';
import { notesPrivacy } from './privacy';
import { notesProjection } from './projections';
import { notesPush } from './push';

export { notesRoutes } from './routes';
export { notesErrors } from './errors';
export { currentClientsOf, outsideCircle, readerOf, requireReader, requireWriter, writerOf } from './circle';
export { onClientCircle, readByCircle, writeByCircle } from './routes-circle';
export { clientsWithNotesBy, notesFor, seenBy } from './queries';
export { meetingLink } from './queries';
export { visibleTo, type Reader } from './decide';
export { roomsOf } from './push';
export { goneAuthor } from './author-names';

export const notesModule: EventModule = {
  name: 'notes',
  labels: {
    NoteWritten: 'Notiz geschrieben',
    NoteEdited: 'Notiz geändert',
    NoteDeleted: 'Notiz gelöscht',
  },
  projections: [notesProjection, notesErasure],
  privacy: notesPrivacy,
  streams: [noteDecider],
  push: notesPush,
};
