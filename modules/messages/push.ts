import { definePush, type PushRule } from '../../server/eventstore';
import { coachesOfClient } from '../packages';
import { messageEventTypes, type MessageEvent } from './events';

/**
 * | event | audience | ids |
 * |---|---|---|
 * | MessagePosted | everyone in the conversation: the client, their Acceleratoren (now or before), admins | the client |
 * | ConversationRead, UnreadMailed | the reader (their unread count) | the client |
 */
export const messagesPush: PushRule[] = [
  definePush<MessageEvent>({
    handles: messageEventTypes,
    audience: async (e, db) =>
      e.type === 'MessagePosted'
        ? [
            `user:${e.data.clientId}`,
            'role:admin',
            ...(await coachesOfClient(db, e.data.clientId)).map((p) => `user:${p}`),
          ]
        : [`user:${e.data.readerId}`],
    ids: (e) => ({ clientId: e.data.clientId }),
  }),
];
