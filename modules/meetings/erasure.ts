import { erasureProjection, personalOf, type PersonalFields } from '../../server/eventstore';

const byClient = personalOf('clientId');

/** What is said in and about a client's meetings is theirs. */
export const meetingsPersonal: Record<string, PersonalFields> = {
  MeetingPlanned: byClient(['notes', 'link']),
  MeetingCompleted: byClient(['summary', 'notes']),
  MeetingCancelled: byClient(['reason']),
  MeetingNotHeld: byClient(['reason']),
};

export const meetingsErasure = erasureProjection('meetings', 'meetings', 'client_id', [
  'notes',
  'summary',
  'completion_notes',
  'link',
  'cancel_reason',
]);
