import { identityKeys, mfaKeys } from '../contract';
import { accountPush } from '../push';
import { mfaEventTypes, type MfaEvent } from './events';

/** The person's account settings hear of a change; admins too (their audit log tail listens to every push). */
export const mfaPush = accountPush<MfaEvent>(mfaEventTypes, {
  own: [[...mfaKeys.status]],
  admins: [[...identityKeys.users]],
});
