import { describe, it } from 'vitest';
import { at, now, specOf } from '../../server/testing/decider-spec';
import { conversationDecider, type MessageCommand } from './decide';
import type { MessageEvent } from './events';

const clientId = '22222222-2222-4222-8222-222222222222';
const coach = { id: '44444444-4444-4444-8444-444444444444', role: 'coach' as const };
const client = { id: clientId, role: 'client' as const };
const spec = specOf(conversationDecider, clientId);
const minutesAgo = (n: number) => new Date(now.getTime() - n * 60_000).toISOString();

const posted = (author: { id: string; role: 'client' | 'coach' }, when: string): MessageEvent => ({
  type: 'MessagePosted',
  data: {
    clientId,
    messageId: `m-${when}`,
    authorId: author.id,
    authorRole: author.role,
    text: 'Hallo',
    fileIds: [],
    at: when,
  },
});
const read = (readerId: string, upTo: number, when: string): MessageEvent => ({
  type: 'ConversationRead',
  data: { clientId, readerId, upTo, at: when },
});
const mailed = (readerId: string, readUpTo: number, when: string): MessageEvent => ({
  type: 'UnreadMailed',
  data: { clientId, readerId, readUpTo, at: when },
});
const mail = (readerId: string, canSignIn = true): MessageCommand => ({
  type: 'MailUnread',
  clientId,
  readerId,
  canSignIn,
  now,
});
const readNow = (reader: typeof client | typeof coach): MessageCommand => ({ type: 'Read', clientId, reader, now });

describe('a conversation', () => {
  it('a message is read by its author; files must be shared with the client', () => {
    const post = (filesShared: boolean, fileIds: string[]): MessageCommand => ({
      type: 'Post',
      clientId,
      messageId: 'm1',
      author: coach,
      text: 'Hallo',
      fileIds,
      filesShared,
      now,
    });
    spec([])
      .when(post(true, []))
      .then([
        {
          type: 'MessagePosted',
          data: { clientId, messageId: 'm1', authorId: coach.id, authorRole: 'coach', text: 'Hallo', fileIds: [], at },
        },
        read(coach.id, 1, at),
      ]);
    spec([])
      .when(post(false, ['f1']))
      .thenError('FileNotShared');
  });

  it('two messages of one millisecond stay apart: a reply is unread to the one answered', () => {
    spec([posted(client, at), read(clientId, 1, at), posted(coach, at)])
      .when(readNow(client))
      .then([read(clientId, 3, at)]);
  });

  it('reading with nothing unread writes nothing', () => {
    spec([posted(coach, minutesAgo(5))])
      .when(readNow(client))
      .then([read(clientId, 1, at)]);
    spec([posted(coach, minutesAgo(5)), read(clientId, 1, minutesAgo(1))])
      .when(readNow(client))
      .then([]);
  });

  it('mails about unread messages after 15 minutes, once per burst, again after reading', () => {
    spec([posted(coach, minutesAgo(10))])
      .when(mail(clientId))
      .thenError('NothingToMail');
    spec([posted(coach, minutesAgo(15))])
      .when(mail(clientId))
      .then([mailed(clientId, 0, at)]);
    spec([posted(coach, minutesAgo(40)), mailed(clientId, 0, minutesAgo(20)), posted(coach, minutesAgo(16))])
      .when(mail(clientId))
      .thenError('NothingToMail');
    spec([
      posted(coach, minutesAgo(60)),
      mailed(clientId, 0, minutesAgo(40)),
      read(clientId, 1, minutesAgo(30)),
      posted(coach, minutesAgo(20)),
    ])
      .when(mail(clientId))
      .then([mailed(clientId, 1, at)]);
    // A removed (deactivated) Accelerator is not mailed, however long a message waits.
    spec([posted(client, minutesAgo(60))])
      .when(mail(coach.id, false))
      .thenError('NothingToMail');
    // Their own messages are never unread to them.
    spec([posted(client, minutesAgo(30))])
      .when(mail(clientId))
      .thenError('NothingToMail');
  });
});
