import { meetingKeys } from '../../../../modules/meetings/contract';
import { packageKeys } from '../../../../modules/packages/contract';
import { bookableHours, listedMeetingEvents, partnerHours, userPackageEvents } from '../../../realtime/event-types';
import { defineRefresh, namingViewer, ofClient } from '../../../realtime/refresh';

/**
 * The meeting lists (the client's and partner's own, with their history; the admin's), the
 * coordination of one client, the free slots, the plan dialog's clients, and the hours a client
 * may still book (under `packageKeys.mine`).
 */
export const meetingsRefresh = defineRefresh('meetings', [
  { family: meetingKeys.mine, on: listedMeetingEvents, scope: namingViewer },
  { family: meetingKeys.admin, on: listedMeetingEvents },
  { family: ['meetings', 'coordination'], on: listedMeetingEvents, scope: ofClient },
  // Free slots: the partner's availability, meetings that block them, the hours left to book.
  { family: ['meetings', 'slots'], on: [...listedMeetingEvents, ...bookableHours, 'AvailabilitySet'] },
  { family: [...meetingKeys.all, 'plan-clients'], on: partnerHours },
  { family: packageKeys.mine, on: userPackageEvents },
]);
