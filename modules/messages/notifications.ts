import { reactionsTo } from '../../server/eventstore';
import { queueMails } from '../../jobs/boss';
import { letterTo } from '../../lib/german/letter';
import { findUserById } from '../identity';
import type { MessageEvent } from './events';

/**
 * The mail about unread messages: no text and no name of the message (mails leave the portal, the
 * conversation stays in it), only that something waits and where.
 */
export const messageMailReactions = reactionsTo<MessageEvent>({
  UnreadMailed: async (tx, e, { store, publicUrl }) => {
    const reader = await findUserById(tx, e.data.readerId);
    if (!reader) return;
    const where = reader.role === 'user' ? '/messages' : `/messages?client=${e.data.clientId}`;
    const lines = [
      'im Kundenportal wartet eine neue Nachricht auf Sie.',
      '',
      `Sie lesen sie hier: ${publicUrl}${where}`,
    ];
    await queueMails(store, tx, e.eventId, [
      { to: reader.email, subject: 'Neue Nachricht im Kundenportal', text: letterTo(reader.name, lines) },
    ]);
  },
});
