import type { ErrorTable } from '../../server/http/domain-errors';
import { fileMessages } from './contract';
import type { FileError } from './decide';

/** Each broken file rule as status and German message; the API code is the rule's own name. */
export const filesErrors: ErrorTable<FileError> = {
  FileExists: [409, 'Diese Datei gibt es bereits.', 'FileExists'],
  FileNotFound: [404, fileMessages.notFound, 'FileNotFound'],
  TypeRefused: [400, fileMessages.typeRefused, 'TypeRefused'],
  TooLarge: [400, fileMessages.tooLarge, 'TooLarge'],
  QuotaExceeded: [400, fileMessages.quotaExceeded, 'QuotaExceeded'],
  ClientTeamFile: [400, fileMessages.clientTeamFile, 'ClientTeamFile'],
  MeetingOfOtherClient: [400, fileMessages.meetingOfOtherClient, 'MeetingOfOtherClient'],
  NotUploader: [403, fileMessages.notUploader, 'NotUploader'],
};
