import { HttpError } from '../../server/http/errors';
import { mapPackagesErrors } from '../packages';
import { meetingMessages, meetingStatusLabels } from './contract';
import { MeetingsDomainError } from './commands';
import type { MeetingError } from './decide';

export function meetingErrorToHttp(e: MeetingError): HttpError {
  switch (e.code) {
    case 'MissingFields':
      return new HttpError(400, meetingMessages.fillAll, 'MISSING_FIELDS');
    case 'InvalidDuration':
      return new HttpError(400, 'Die Dauer muss 30, 60, 90 oder 120 Minuten betragen.', 'INVALID_DURATION');
    case 'InPast':
      return new HttpError(400, meetingMessages.inPast, 'IN_PAST');
    case 'NotYourMeeting':
      return new HttpError(403, 'Sie haben keine Berechtigung für diese Aktion.', 'FORBIDDEN');
    case 'PackageNotOfClient':
      return new HttpError(400, 'Dieser Klient hat kein passendes Paket.', 'NO_PACKAGE');
    case 'MeetingNotFound':
      return new HttpError(404, 'Meeting nicht gefunden.', 'NOT_FOUND');
    case 'MeetingExists':
      return new HttpError(409, 'Das Meeting existiert bereits.', 'EXISTS');
    case 'WrongStatus':
      return new HttpError(409, `Das Meeting ist ${e.status === 'none' ? 'nicht vorhanden' : `bereits „${meetingStatusLabels[e.status]}“`}.`, 'WRONG_STATUS');
    case 'SummaryRequired':
      return new HttpError(400, meetingMessages.summaryRequired, 'SUMMARY_REQUIRED');
    case 'OnlyFutureMeetings':
      return new HttpError(409, 'Nur zukünftige Meetings können gelöscht werden.', 'ONLY_FUTURE');
    case 'NotDue':
      return new HttpError(409, 'Die Erinnerung ist noch nicht fällig.', 'NOT_DUE');
    default: {
      const never: never = e;
      return never;
    }
  }
}

/** Meeting rules and the package rules a meeting touches (hours), as HTTP answers. */
export async function mapMeetingErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await mapPackagesErrors(work);
  } catch (err) {
    if (err instanceof MeetingsDomainError) throw meetingErrorToHttp(err.error);
    throw err;
  }
}
