import { systemKeys } from '../../../../lib/system-state';
import { defineRefresh } from '../../../realtime/refresh';

export const systemRefresh = defineRefresh(
  'system',
  [],
  [{ family: systemKeys.state, why: 'the system card shows the server and its jobs, not events' }],
);
