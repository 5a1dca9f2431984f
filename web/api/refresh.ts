import { identityKeys } from '../../modules/identity/contract/roles';
import { identityEvents } from '../realtime/event-types';
import { defineRefresh, ownAccount } from '../realtime/refresh';

/** The app's own queries: the session view (name, role, flags) goes stale with the user's own account. */
export const appRefresh = defineRefresh(
  'app',
  [{ family: identityKeys.me, on: identityEvents, scope: ownAccount }],
  [{ family: ['config'], why: 'the server configuration is fixed while it runs' }],
);
