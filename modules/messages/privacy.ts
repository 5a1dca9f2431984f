import { privacyOf } from '../../server/eventstore';
import type { MessageEvent } from './events';

/** A message belongs to the client's conversation, whoever writes it: sealed with the client's key. */
export const messagesPrivacy = privacyOf<MessageEvent>()({
  MessagePosted: { subject: 'clientId', personal: ['text'], plain: ['authorRole'] },
});
