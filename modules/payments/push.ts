import { adminPush, type PushRule } from '../../server/eventstore';
import { paymentSettingsEventTypes, statementLineEventTypes } from './events';

/** Bank lines (imported, matched, confirmed) and the payment settings are the admins' business only. */
export const paymentsPush: PushRule[] = [adminPush(statementLineEventTypes), adminPush(paymentSettingsEventTypes)];
