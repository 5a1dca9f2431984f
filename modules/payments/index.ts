import type { EventModule } from '../../server/eventstore';
import { paymentSettingsDecider, statementLineDecider } from './decide';
import { paymentsProjections } from './projections';
import { paymentsPush } from './push';

export { paymentsRoutes } from './routes';
export { paymentsErrors } from './errors';

export const paymentsModule: EventModule = {
  name: 'payments',
  labels: {
    StatementLineImported: 'Kontoauszugsbuchung eingelesen',
    StatementLineConfirmed: 'Zahlung bestätigt',
    PaymentSettingsSet: 'Zahlungseinstellungen gespeichert',
  },
  streams: [statementLineDecider, paymentSettingsDecider],
  projections: paymentsProjections,
  push: paymentsPush,
  reactions: [],
};
