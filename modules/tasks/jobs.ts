import type PgBoss from 'pg-boss';
import type { AppContext } from '../../server/context';
import { scheduleSweep } from '../../server/eventstore';
import { sendTaskReminders } from './commands';

/**
 * Every hour from 07:00 to 12:00 Berlin (one run across instances): the reminders of the tasks due
 * today. The first run sends them; the later ones catch a morning the portal was down.
 */
export async function startTaskJobs(boss: PgBoss, ctx: AppContext): Promise<void> {
  await scheduleSweep(boss, 'tasks-reminders', '0 7-12 * * *', () => sendTaskReminders(ctx));
}
