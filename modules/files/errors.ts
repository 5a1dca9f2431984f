import { namedByRule } from '../../server/http/domain-errors';
import { fileMessages } from './contract';
import type { FileError } from './decide';

/** Each broken file rule as status and German message; the API code is the rule's own name. */
export const filesErrors = namedByRule<FileError>({
  FileExists: [409, 'Diese Datei gibt es bereits.'],
  FileNotFound: [404, fileMessages.notFound],
  TypeRefused: [400, fileMessages.typeRefused],
  TooLarge: [400, fileMessages.tooLarge],
  QuotaExceeded: [400, fileMessages.quotaExceeded],
  ClientTeamFile: [400, fileMessages.clientTeamFile],
  MeetingOfOtherClient: [400, fileMessages.meetingOfOtherClient],
  NotUploader: [403, fileMessages.notUploader],
});
