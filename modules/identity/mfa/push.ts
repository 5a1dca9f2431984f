import { accountPush } from '../push';
import { mfaEventTypes, type MfaEvent } from './events';

/** The person's account settings hear of a change; admins too (the account lists, the audit's live tail). */
export const mfaPush = [accountPush<MfaEvent>(mfaEventTypes)];
