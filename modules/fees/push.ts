import { adminPush, definePush, type PushRule } from '../../server/eventstore';
import {
  billingDataEventTypes,
  feeSequenceEventTypes,
  feeTermsEventTypes,
  statementEventTypes,
  type BillingDataEvent,
  type StatementEvent,
} from './events';
import { payoutEventTypes, type PayoutEvent } from './payout-events';

/**
 * A statement and the billing data concern their Accelerator and the office; the terms and the
 * Gutschrift numbers are the office's (an Accelerator reads their terms through the preview).
 */
export const feesPush: PushRule[] = [
  definePush<StatementEvent | BillingDataEvent>({
    handles: [...statementEventTypes, ...billingDataEventTypes],
    audience: (e) => ['role:admin', `user:${e.data.partnerId}`],
  }),
  // A payout concerns the office and the Acceleratoren it pays (their statement shows its payout).
  definePush<PayoutEvent>({
    handles: payoutEventTypes,
    audience: (e) => [
      'role:admin',
      ...(e.type === 'PayoutCreated' ? e.data.transfers.map((x) => x.partnerId) : e.data.partnerIds).map(
        (id) => `user:${id}`,
      ),
    ],
  }),
  adminPush(feeTermsEventTypes),
  adminPush(feeSequenceEventTypes),
];
