import { adminPush, type PushRule } from '../../server/eventstore';
import { paymentKeys } from './contract';
import { paymentSettingsEventTypes, statementLineEventTypes } from './events';

/**
 * Bank lines and the settings are the admins' business only.
 *
 * | event | audience | keys |
 * |---|---|---|
 * | statement lines imported, matched, confirmed | admins | `['payments']` (the proposals) |
 * | PaymentSettingsSet | admins | the settings |
 */
export const paymentsPush: PushRule[] = [
  adminPush(statementLineEventTypes, [paymentKeys.all]),
  adminPush(paymentSettingsEventTypes, [paymentKeys.settings]),
];
