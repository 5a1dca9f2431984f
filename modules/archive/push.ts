import type { PushRule } from '../../server/eventstore';
import { archiveKeys } from './contract';
import { archiveEventTypes } from './events';

/** Notes are the firm's own: only admins hear of them. */
export const archivePush: PushRule[] = [
  { handles: archiveEventTypes, audience: () => ['role:admin'], keys: () => [[...archiveKeys.all]] },
];
