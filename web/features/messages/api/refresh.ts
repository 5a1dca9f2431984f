import { messagesKeys } from '../../../../modules/messages/contract';
import { defineRefresh, ofClient } from '../../../realtime/refresh';

/** A conversation on a new message (or a file it shows going); the unread counts on every message and reading. */
export const messagesRefresh = defineRefresh('messages', [
  { family: messagesKeys.all, on: ['MessagePosted', 'FileDeleted'], scope: ofClient },
  { family: messagesKeys.unread, on: ['MessagePosted', 'ConversationRead'] },
]);
