import { mfaKeys } from '../../../../modules/identity/contract';
import { mfaEvents } from '../../../realtime/event-types';
import { defineRefresh, ownAccount } from '../../../realtime/refresh';

/** The two-factor card shows the signed-in user's own status. */
export const accountRefresh = defineRefresh('account', [{ family: mfaKeys.status, on: mfaEvents, scope: ownAccount }]);
