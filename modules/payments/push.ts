import { definePush, type PushRule } from '../../server/eventstore';
import { paymentKeys } from './contract';
import {
  paymentSettingsEventTypes,
  statementLineEventTypes,
  type PaymentSettingsEvent,
  type StatementLineEvent,
} from './events';

/**
 * Bank lines and the settings are the admins' business only.
 *
 * | event | audience | keys |
 * |---|---|---|
 * | statement lines imported, matched, confirmed | admins | `['payments']` (the proposals) |
 * | PaymentSettingsSet | admins | the settings |
 */
export const paymentsPush: PushRule[] = [
  definePush<StatementLineEvent>({
    handles: statementLineEventTypes,
    audience: () => ['role:admin'],
    keys: () => [[...paymentKeys.all]],
  }),
  definePush<PaymentSettingsEvent>({
    handles: paymentSettingsEventTypes,
    audience: () => ['role:admin'],
    keys: () => [[...paymentKeys.settings]],
  }),
];
