import { adminAccountKeys } from '../../../../modules/identity/contract';
import { accountListEvents, mfaEvents } from '../../../realtime/event-types';
import { defineRefresh } from '../../../realtime/refresh';

/** The list of admins shows names, states and two-factor status. */
export const adminsRefresh = defineRefresh('admins', [
  { family: adminAccountKeys.admins, on: [...accountListEvents, ...mfaEvents] },
]);
