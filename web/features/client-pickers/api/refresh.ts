import { archiveKeys } from '../../../../modules/archive/contract';
import { dashboardKeys } from '../../../../modules/dashboards/contract';
import { accountListEvents, joinsOrLeaves, statusChanges } from '../../../realtime/event-types';
import { defineRefresh } from '../../../realtime/refresh';

/**
 * The pickers' server search: the clients by name and package state (as the admin's client list),
 * the former clients of the KundenKartei (as the archive).
 */
export const clientPickersRefresh = defineRefresh('client-pickers', [
  { family: [...dashboardKeys.clients, 'search'], on: [...accountListEvents, ...statusChanges] },
  { family: [...archiveKeys.all, 'search'], on: [...joinsOrLeaves, 'ArchiveNotesUpdated'] },
]);
