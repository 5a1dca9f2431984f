import type PgBoss from 'pg-boss';
import type { AppContext } from '../../server/context';
import type { EventModule } from '../../server/eventstore';
import { conversationDecider } from './decide';
import { messagesErasure } from './erasure';
import { startMessageJobs } from './jobs';
import { messageMailReactions } from './notifications';
import { messagesPrivacy } from './privacy';
import { messagesProjection } from './projections';
import { messagesPush } from './push';

export { messagesRoutes } from './routes';
export { messagesErrors } from './errors';
export { clientsWithMessagesBy, conversationOf } from './queries';

export const messagesModule: EventModule = {
  name: 'messages',
  labels: {
    MessagePosted: 'Nachricht geschrieben',
    ConversationRead: 'Unterhaltung gelesen',
    UnreadMailed: 'Über ungelesene Nachrichten benachrichtigt',
  },
  projections: [messagesProjection, ...messagesErasure],
  privacy: messagesPrivacy,
  streams: [conversationDecider],
  push: messagesPush,
  reactions: messageMailReactions,
};

export async function startMessages(ctx: AppContext, boss: PgBoss): Promise<void> {
  await startMessageJobs(boss, ctx);
}
