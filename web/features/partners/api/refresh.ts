import { partnersKeys } from '../../../../modules/partners/contract';
import {
  accountListEvents,
  listedMeetingEvents,
  mfaEvents,
  partnerHours,
  statusChanges,
} from '../../../realtime/event-types';
import { defineRefresh } from '../../../realtime/refresh';

/**
 * The directory and profiles, a partner's clients with their hours, the admin's partner accounts
 * and one account, and a partner's open hours (holdings, by the partners a push names).
 */
export const partnersRefresh = defineRefresh('partners', [
  {
    family: partnersKeys.all,
    on: [
      'PartnerProfileCreated',
      'PartnerProfileUpdated',
      'PartnerProfileDeleted',
      'PartnerTypeChanged',
      'UserDeactivated',
      'UserReactivated',
    ],
  },
  { family: partnersKeys.myClients, on: partnerHours },
  { family: ['users'], on: [...accountListEvents, ...mfaEvents] },
  {
    family: ['users'],
    on: [...statusChanges, 'HoursConsumed', 'AllocationMoved', ...listedMeetingEvents],
    scope: ({ push }) => (push.ids.partnerIds ?? []).map((p) => [p, 'holdings']),
  },
]);
