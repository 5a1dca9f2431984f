import type { EventModule } from '../../server/eventstore';
import { paymentsPrivacy } from './privacy';
import { paymentSettingsDecider, statementLineDecider } from './decide';
import { paymentsProjections } from './projections';
import { paymentsPush } from './push';
import { retentionReactions } from './retention';
import { paidInFullReactions } from './paid-in-full';

export { paymentsRoutes } from './routes';
export { paymentsErrors } from './errors';
export { startStatementImports } from './imports/commands';

export const paymentsModule: EventModule = {
  name: 'payments',
  privacy: paymentsPrivacy,
  labels: {
    StatementLineImported: 'Kontoauszugsbuchung eingelesen',
    StatementLineConfirmed: 'Zahlung bestätigt',
    StatementLineDismissed: 'Kontoauszugsbuchung als erledigt abgelegt',
    StatementLineReopened: 'Bestätigung zurückgenommen',
    PaymentSettingsSet: 'Zahlungseinstellungen gespeichert',
  },
  streams: [statementLineDecider, paymentSettingsDecider],
  projections: paymentsProjections,
  push: paymentsPush,
  reactions: [...retentionReactions, ...paidInFullReactions],
};
