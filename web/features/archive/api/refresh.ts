import { archiveKeys } from '../../../../modules/archive/contract';
import { joinsOrLeaves } from '../../../realtime/event-types';
import { defineRefresh } from '../../../realtime/refresh';

/** The KundenKartei: former clients (all packages over), their notes and their rating. */
export const archiveRefresh = defineRefresh('archive', [
  { family: archiveKeys.all, on: ['ArchiveNotesUpdated', ...joinsOrLeaves, 'PackageRated'] },
]);
