import { clientPush, definePush, type PushRule } from '../../server/eventstore';
import { collectionEventTypes, mandateEventTypes, type CollectionEvent, type MandateEvent } from './events';

/**
 * | event | audience | ids |
 * |---|---|---|
 * | MandateGranted, MandateRevoked | the client, admins | the client |
 * | CollectionCreated | admins, each client with a debit in it (their pre-notification turns 'eingereicht') | – |
 * | CollectionReturned, CollectionHandedOver | admins | – |
 * | CollectionDebitWithdrawn | admins, the debit's client (their pre-notification is no longer 'eingereicht') | – |
 */
export const sepaPush: PushRule[] = [
  clientPush<MandateEvent>(mandateEventTypes),
  definePush<CollectionEvent>({
    handles: collectionEventTypes,
    audience: (e) => {
      if (e.type === 'CollectionCreated')
        return ['role:admin', ...new Set(e.data.items.map((i) => `user:${i.clientId}`))];
      if (e.type === 'CollectionDebitWithdrawn') return ['role:admin', `user:${e.data.clientId}`];
      return ['role:admin'];
    },
  }),
];
