import { paymentKeys } from '../../../../modules/payments/contract';
import { defineRefresh } from '../../../realtime/refresh';

/** The payment proposals (bank lines) and the settings. */
export const paymentsRefresh = defineRefresh('payments', [
  {
    family: paymentKeys.all,
    on: ['StatementLineImported', 'StatementLineConfirmed', 'StatementLineDismissed', 'StatementLineReopened'],
  },
  { family: paymentKeys.settings, on: ['PaymentSettingsSet'] },
]);
