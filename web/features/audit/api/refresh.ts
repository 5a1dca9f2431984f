import { auditKeys } from '../../../../modules/audit/contract';
import { defineRefresh } from '../../../realtime/refresh';

/** The audit log follows every push an admin hears (its live tail listens to the bridge, `use-audit-live-tail.ts`). */
export const auditRefresh = defineRefresh(
  'audit',
  [],
  [{ family: auditKeys.all, why: 'the live tail refreshes it after every burst of pushes' }],
);
