import type PgBoss from 'pg-boss';
import type { AppContext } from '../../server/context';
import { scheduleSweep } from '../../server/eventstore';
import { mailUnreadMessages } from './commands';

/** Every five minutes (one run across instances): mails about messages waiting 15 minutes unread. */
export async function startMessageJobs(boss: PgBoss, ctx: AppContext): Promise<void> {
  await scheduleSweep(boss, 'messages-unread-mails', '*/5 * * * *', () => mailUnreadMessages(ctx));
}
