import { defineDecider } from '../../server/eventstore';
import { unreachable } from '../../lib/unreachable';
import type { Reader } from '../notes';
import { UNREAD_MAIL_AFTER_MINUTES } from './contract';
import { conversationStreams, type MessageEvent } from './events';

/**
 * The stream's version; the recent messages (their versions, authors and times); per participant
 * the version they read up to, and their mark when they were last mailed.
 */
interface ConversationState {
  version: number;
  messages: { authorId: string; at: string; seq: number }[];
  readUpTo: Record<string, number>;
  mailedAtMark: Record<string, number>;
}
const initialState = (): ConversationState => ({ version: 0, messages: [], readUpTo: {}, mailedAtMark: {} });

function evolve(state: ConversationState, e: MessageEvent): ConversationState {
  const version = state.version + 1;
  switch (e.type) {
    case 'MessagePosted':
      // Only the last hundred matter for the rules (unread waits are minutes, not months).
      return {
        ...state,
        version,
        messages: [...state.messages.slice(-99), { authorId: e.data.authorId, at: e.data.at, seq: version }],
      };
    case 'ConversationRead':
      return { ...state, version, readUpTo: { ...state.readUpTo, [e.data.readerId]: e.data.upTo } };
    case 'UnreadMailed':
      return { ...state, version, mailedAtMark: { ...state.mailedAtMark, [e.data.readerId]: e.data.readUpTo } };
    default:
      return unreachable(e);
  }
}

const markOf = (state: ConversationState, readerId: string) => state.readUpTo[readerId] ?? 0;

/** The messages someone has not read: written by others after their mark. */
function unreadOf(state: ConversationState, readerId: string): { at: string; seq: number }[] {
  const mark = markOf(state, readerId);
  return state.messages.filter((m) => m.authorId !== readerId && m.seq > mark);
}

export type MessageCommand =
  | {
      type: 'Post';
      clientId: string;
      messageId: string;
      author: Reader;
      text: string;
      fileIds: string[];
      /** read by the handler: whether every file is one of this client's, shared with them */
      filesShared: boolean;
      now: Date;
    }
  | { type: 'Read'; clientId: string; reader: Reader; now: Date }
  | {
      type: 'MailUnread';
      clientId: string;
      readerId: string;
      /** read by the handler: whether the reader's account can still sign in (not deactivated, not gone) */
      canSignIn: boolean;
      now: Date;
    };

export type MessageError = 'FileNotShared' | 'NothingToMail';

function decide(command: MessageCommand, state: ConversationState): MessageEvent[] | MessageError {
  const at = command.now.toISOString();
  switch (command.type) {
    case 'Post': {
      // A file in the conversation is read by everyone in it, the client too: only shared ones.
      if (command.fileIds.length > 0 && !command.filesShared) return 'FileNotShared';
      const { clientId, messageId, author, text, fileIds } = command;
      return [
        {
          type: 'MessagePosted',
          data: { clientId, messageId, authorId: author.id, authorRole: author.role, text, fileIds, at },
        },
        // Who writes has read what came before, and their own message.
        { type: 'ConversationRead', data: { clientId, readerId: author.id, upTo: state.version + 1, at } },
      ];
    }
    case 'Read':
      // Reading with nothing unread writes nothing: opening the page is no event.
      if (unreadOf(state, command.reader.id).length === 0) return [];
      return [
        {
          type: 'ConversationRead',
          data: { clientId: command.clientId, readerId: command.reader.id, upTo: state.version, at },
        },
      ];
    case 'MailUnread': {
      // Once per burst: not again until they read; and only for a message waiting 15 minutes.
      const { readerId } = command;
      // A removed Accelerator (deactivated, their history kept) is mailed no link they cannot open.
      if (!command.canSignIn) return 'NothingToMail';
      if (state.mailedAtMark[readerId] === markOf(state, readerId)) return 'NothingToMail';
      const due = new Date(command.now.getTime() - UNREAD_MAIL_AFTER_MINUTES * 60_000).toISOString();
      if (!unreadOf(state, readerId).some((m) => m.at <= due)) return 'NothingToMail';
      return [
        { type: 'UnreadMailed', data: { clientId: command.clientId, readerId, readUpTo: markOf(state, readerId), at } },
      ];
    }
    default:
      return unreachable(command);
  }
}

/** A client's conversation (stream id = the client's id), for the command kernel. */
// A conversation grows with every message: folded from a snapshot (ids, times and marks; no text).
export const conversationDecider = defineDecider(conversationStreams, initialState, evolve, decide, {
  snapshot: 'conversation',
});
