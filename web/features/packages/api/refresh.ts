import { adminAccountKeys } from '../../../../modules/identity/contract';
import { packageKeys } from '../../../../modules/packages/contract';
import {
  accountListEvents,
  joinsOrLeaves,
  mfaEvents,
  statusChanges,
  userPackageEvents,
} from '../../../realtime/event-types';
import { defineRefresh } from '../../../realtime/refresh';

/**
 * The client's package, the admin's queue of offers not yet active, the counts by status, the
 * clients without a current package, the templates; the partners to choose in the offer form.
 */
export const packagesRefresh = defineRefresh('packages', [
  { family: packageKeys.all, on: ['TemplateCreated', 'TemplateUpdated', 'TemplateDeleted'] },
  { family: packageKeys.mine, on: userPackageEvents },
  { family: packageKeys.pending, on: [...statusChanges, 'AllocationMoved'] },
  { family: packageKeys.stats, on: statusChanges },
  { family: packageKeys.withoutPackage, on: [...joinsOrLeaves, ...accountListEvents] },
  { family: adminAccountKeys.partnerUsers, on: [...accountListEvents, ...mfaEvents] },
]);
