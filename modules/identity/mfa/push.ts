import { definePush, type PushRule } from '../../../server/eventstore';
import { identityKeys, mfaKeys } from '../contract';
import { mfaEventTypes, type MfaEvent } from './events';

/** The person's account settings hear of a change; admins too (their audit log tail listens to every push). */
export const mfaPush: PushRule[] = [
  definePush<MfaEvent>({
    handles: mfaEventTypes,
    audience: (e) => [`user:${e.data.userId}`],
    keys: () => [[...mfaKeys.status]],
  }),
  definePush<MfaEvent>({
    handles: mfaEventTypes,
    audience: () => ['role:admin'],
    keys: () => [[...identityKeys.users]],
  }),
];
