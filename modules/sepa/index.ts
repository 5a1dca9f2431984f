import type { EventModule } from '../../server/eventstore';
import { mandateDecider } from './decide';
import { collectionsDecider } from './decide-collections';
import { sepaPrivacy } from './privacy';
import { sepaProjections } from './projections';
import { sepaPush } from './push';
import { clientErasedReactions } from './client-erased';
import { mandateEndedReactions } from './mandate-ended';
import { preNotificationReactions } from './pre-notification';
import { preNotifyAgainReactions } from './pre-notification-again';

export { sepaRoutes } from './routes';
export { collectionReturnIn } from './commands';
export { activeMandateOf, debitSubmitted, invoicesDebitPending, recentDebitInvoiceIds } from './queries';
export { sepaErrors } from './errors';

export const sepaModule: EventModule = {
  name: 'sepa',
  labels: {
    MandateGranted: 'Lastschriftmandat erteilt',
    MandateRevoked: 'Lastschriftmandat beendet',
    CollectionCreated: 'Lastschrifteinzug erstellt',
    CollectionReturned: 'Rücklastschrift erfasst',
    CollectionHandedOver: 'Einzug an die Bank übergeben',
    CollectionDebitWithdrawn: 'Lastschrift aus dem Einzug genommen',
  },
  streams: [mandateDecider, collectionsDecider],
  projections: sepaProjections,
  privacy: sepaPrivacy,
  push: sepaPush,
  // The ended mandate's debits leave their files before a replacing mandate's pre-notifications read them.
  reactions: [
    ...clientErasedReactions,
    ...mandateEndedReactions,
    ...preNotificationReactions,
    ...preNotifyAgainReactions,
  ],
};
export { pain001, type Transfer, type TransferDebtor } from './pain001';
