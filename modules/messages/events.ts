import { aggregateStreams, type NewEvent } from '../../server/eventstore';
import { allOf } from '../../lib/all-of';
import type { CircleRole } from '../notes/contract';

export type MessagePosted = NewEvent<
  'MessagePosted',
  {
    clientId: string;
    messageId: string;
    authorId: string;
    authorRole: CircleRole;
    text: string;
    fileIds: string[];
    at: string;
  }
>;
/**
 * A participant read the conversation up to the message of stream version `upTo` (their unread count
 * goes to 0). Versions, not instants: two messages of one millisecond stay apart.
 */
export type ConversationRead = NewEvent<
  'ConversationRead',
  { clientId: string; readerId: string; upTo: number; at: string }
>;
/** A participant was mailed that messages wait for them; `readUpTo` is their mark then (one mail per burst). */
export type UnreadMailed = NewEvent<
  'UnreadMailed',
  { clientId: string; readerId: string; readUpTo: number; at: string }
>;
export type MessageEvent = MessagePosted | ConversationRead | UnreadMailed;

export const messageEventTypes = allOf<MessageEvent['type']>({
  MessagePosted: true,
  ConversationRead: true,
  UnreadMailed: true,
});

/** One conversation per client (stream id = the client's id). */
export const conversationStreams = aggregateStreams('messages', 'conversation');
