import { noteMessages } from '../../../../modules/notes/contract';
import { chosenClientScreen } from '../../client-pickers';
import { clientNotesQuery } from '../api/notes';
import { ClientNotes } from './ClientNotes';

/** /notes (Notizen): a client's own notes; partners and admins pick a client. */
export const notesScreen = chosenClientScreen({
  title: 'Notizen',
  subtitles: {
    client: 'Was Sie zwischen den Sitzungen festhalten, und was Ihr Team mit Ihnen teilt.',
    staff: 'Notizen zu einem Klienten: privat, für das Team oder mit dem Klienten geteilt.',
  },
  Body: ClientNotes,
  query: clientNotesQuery,
  loadFailed: noteMessages.loadFailed,
});
