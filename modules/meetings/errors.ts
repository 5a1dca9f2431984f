import { skippedTimeText } from '../../lib/german/clock-texts';
import { notAllowed, notFoundAs, reasonRequired, type ErrorTable } from '../../server/http/domain-errors';
import { formatCalendarDate, formatDate } from '../../lib/german/format';
import { meetingMessages, meetingStatusLabels, noticeMessages, slotMessages } from './contract';
import type { MeetingClash, MeetingError } from './decide';
import type { HandoverError } from './partner-leaves';
import { refusedDateText } from './decide-series';

const clashOwner: Record<MeetingClash['whose'], string> = {
  partner: 'Der Accelerator hat',
  client: 'Der Klient hat',
  both: 'Dieser Klient und dieser Accelerator haben',
};

/** Each broken meeting rule as status, German message and code (the hours' rules answer from packages' table). */
export const meetingsErrors: ErrorTable<MeetingError | HandoverError> = {
  AlreadyStarted: [409, 'Das Meeting hat bereits begonnen und kann nicht mehr verschoben werden.', 'ALREADY_STARTED'],
  HandoverIncomplete: [
    400,
    (e) =>
      `Bitte wählen Sie für ${e.missing === 1 ? 'jedes Paket' : `alle ${e.missing} offenen Pakete`}, wer die Stunden übernimmt oder ob sie freigegeben werden.`,
    'HANDOVER_INCOMPLETE',
  ],
  MissingFields: [400, meetingMessages.fillAll, 'MISSING_FIELDS'],
  LocationRequired: [400, meetingMessages.locationRequired, 'LOCATION_REQUIRED'],
  InvalidDuration: [400, 'Die Dauer muss 30, 60, 90 oder 120 Minuten betragen.', 'INVALID_DURATION'],
  InPast: [400, meetingMessages.inPast, 'IN_PAST'],
  NotYourMeeting: notAllowed,
  PackageNotOfClient: [400, 'Dieser Klient hat kein passendes Paket.', 'NO_PACKAGE'],
  PackageEnded: [409, meetingMessages.packageEnded, 'PACKAGE_ENDED'],
  MeetingNotFound: notFoundAs('Meeting nicht gefunden.'),
  MeetingExists: [409, 'Das Meeting existiert bereits.', 'EXISTS'],
  Clash: [
    409,
    (e) =>
      `${clashOwner[e.whose]} zu dieser Zeit schon einen Termin: ${formatCalendarDate(e.date)}, ${e.time} Uhr (${e.duration} Minuten).`,
    'CLASH',
  ],
  WrongStatus: [
    409,
    (e) => `Das Meeting ist ${e.status === 'none' ? 'nicht vorhanden' : `bereits „${meetingStatusLabels[e.status]}“`}.`,
    'WRONG_STATUS',
  ],
  SummaryRequired: [400, meetingMessages.summaryRequired, 'SUMMARY_REQUIRED'],
  OnlyFutureMeetings: [
    409,
    'Nur zukünftige Meetings können gelöscht werden. Ein begonnenes Meeting schließen Sie ab oder markieren es als „Nicht stattgefunden“.',
    'ONLY_FUTURE',
  ],
  NotStartedYet: [
    409,
    'Das Meeting hat noch nicht begonnen. Ein zukünftiges Meeting sagen Sie ab (Löschen).',
    'NOT_STARTED',
  ],
  ReasonRequired: reasonRequired(meetingMessages.reasonRequired),
  NotDue: [409, 'Die Erinnerung ist noch nicht fällig.', 'NOT_DUE'],
  SlotTaken: [409, meetingMessages.slotTaken, 'SLOT_TAKEN'],
  BeforeLeadTime: [409, (e) => slotMessages.beforeLeadTime(e.hours), 'BEFORE_LEAD_TIME'],
  BeyondHorizon: [409, (e) => slotMessages.beyondHorizon(e.weeks), 'BEYOND_HORIZON'],
  PackageNotStarted: [409, (e) => slotMessages.packageNotStarted(formatDate(e.validFrom)), 'PACKAGE_NOT_STARTED'],
  // validUntil is the instant the package ends; its last day is the one before that instant.
  PackageEndsBefore: [
    409,
    (e) => slotMessages.packageEnds(formatDate(new Date(new Date(e.validUntil).getTime() - 1))),
    'PACKAGE_ENDS_BEFORE',
  ],
  OutsideHours: [409, slotMessages.outsideHours, 'OUTSIDE_HOURS'],
  NoSuchTime: [400, (e) => skippedTimeText(e.date, e.time), 'NO_SUCH_TIME'],
  WithinNotice: [
    409,
    (e) => `${noticeMessages.noMove(e.hours)} Bitte sagen Sie den Termin ab oder wenden Sie sich an Ihren Accelerator.`,
    'WITHIN_NOTICE',
  ],
  SeriesRefused: [
    409,
    (e) =>
      `Die Serie kann nicht geplant werden: ${e.dates.map(refusedDateText).join('; ')}. Es wurde kein Termin geplant.`,
    'SERIES_REFUSED',
  ],
  ChargeChanged: [409, (e) => noticeMessages.chargeChanged(e.charged, e.hours), 'CHARGE_CHANGED'],
};
