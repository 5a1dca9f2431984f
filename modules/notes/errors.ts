import type { ErrorTable } from '../../server/http/domain-errors';
import { noteMessages } from './contract';
import type { NoteError } from './decide';

/** Each broken note rule as status and German message; the API code is the rule's own name. */
export const notesErrors: ErrorTable<NoteError> = {
  NoteExists: [409, 'Diese Notiz gibt es bereits.', 'NoteExists'],
  NoteNotFound: [404, noteMessages.notFound, 'NoteNotFound'],
  NotAuthor: [403, noteMessages.notAuthor, 'NotAuthor'],
  ClientTeamNote: [400, noteMessages.clientTeamNote, 'ClientTeamNote'],
  MeetingOfOtherClient: [400, noteMessages.meetingOfOtherClient, 'MeetingOfOtherClient'],
  VersionConflict: [409, noteMessages.versionConflict, 'VersionConflict'],
};
