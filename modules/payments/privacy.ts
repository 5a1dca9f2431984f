import { privacyOf } from '../../server/eventstore';
import type { PaymentSettingsEvent, StatementLineEvent } from './events';

/**
 * A bank line's payer (name, IBAN) and purpose name people; the line is a booking record the firm
 * keeps 10 years (§147 AO), whoever paid: sealed with the line's own contract key, which no
 * client's erasure touches and the retention job shreds 10 years after the end of its booking year
 * (retention.ts). The firm's account, dates, currency and the match are plain.
 */
export const paymentsPrivacy = privacyOf<StatementLineEvent | PaymentSettingsEvent>()({
  StatementLineImported: {
    subject: 'lineId',
    purpose: 'contract',
    personal: ['counterpartyName', 'counterpartyIban', 'purpose'],
    plain: [
      'account',
      'bankReference',
      'bookedOn',
      'valueOn',
      'currency',
      'format',
      'proposal',
      'kind',
      'returnReason',
    ],
  },
  StatementLineConfirmed: { plain: ['allocations', 'takesBack'] },
  // The admin's reason may name the payer ('Spende von Frau …'): sealed like the line's payer.
  StatementLineDismissed: { subject: 'lineId', purpose: 'contract', personal: ['reason'] },
});
