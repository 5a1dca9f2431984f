import { namedByRule } from '../../server/http/domain-errors';
import { noteMessages } from './contract';
import type { NoteError } from './decide';

/** Each broken note rule as status and German message; the API code is the rule's own name. */
export const notesErrors = namedByRule<NoteError>({
  NoteExists: [409, 'Diese Notiz gibt es bereits.'],
  NoteNotFound: [404, noteMessages.notFound],
  NotAuthor: [403, noteMessages.notAuthor],
  ClientTeamNote: [400, noteMessages.clientTeamNote],
  MeetingOfOtherClient: [400, noteMessages.meetingOfOtherClient],
  VersionConflict: [409, noteMessages.versionConflict],
});
