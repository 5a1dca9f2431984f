import { dashboardKeys } from '../../../../modules/dashboards/contract';
import {
  accountListEvents,
  listedMeetingEvents,
  statusChanges,
  userPackageEvents,
} from '../../../realtime/event-types';
import { defineRefresh, ofClient } from '../../../realtime/refresh';

/**
 * The admin's client list (each client's current package and its status) and a client's details
 * (every package with its hours, the meetings); names and states come from the accounts.
 */
export const clientsRefresh = defineRefresh('clients', [
  { family: dashboardKeys.clients, on: accountListEvents },
  { family: [...dashboardKeys.clients, 'list'], on: statusChanges },
  { family: dashboardKeys.clients, on: [...userPackageEvents, ...listedMeetingEvents], scope: ofClient },
]);
