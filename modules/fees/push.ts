import { adminPush, definePush, type PushRule } from '../../server/eventstore';
import {
  billingDataEventTypes,
  feeSequenceEventTypes,
  feeTermsEventTypes,
  statementEventTypes,
  type BillingDataEvent,
  type StatementEvent,
} from './events';

/**
 * A statement and the billing data concern their Accelerator and the office; the terms and the
 * Gutschrift numbers are the office's (an Accelerator reads their terms through the preview).
 */
export const feesPush: PushRule[] = [
  definePush<StatementEvent | BillingDataEvent>({
    handles: [...statementEventTypes, ...billingDataEventTypes],
    audience: (e) => ['role:admin', `user:${e.data.partnerId}`],
  }),
  adminPush(feeTermsEventTypes),
  adminPush(feeSequenceEventTypes),
];
