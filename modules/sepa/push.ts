import { clientPush, definePush, type PushRule } from '../../server/eventstore';
import { collectionEventTypes, mandateEventTypes, type CollectionEvent, type MandateEvent } from './events';

/**
 * | event | audience | ids |
 * |---|---|---|
 * | MandateGranted, MandateRevoked | the client, admins | the client |
 * | CollectionCreated | admins, each client with a debit in it (their pre-notification turns 'eingereicht') | – |
 * | CollectionReturned | admins | – |
 */
export const sepaPush: PushRule[] = [
  clientPush<MandateEvent>(mandateEventTypes),
  definePush<CollectionEvent>({
    handles: collectionEventTypes,
    audience: (e) =>
      e.type === 'CollectionCreated'
        ? ['role:admin', ...new Set(e.data.items.map((i) => `user:${i.clientId}`))]
        : ['role:admin'],
  }),
];
