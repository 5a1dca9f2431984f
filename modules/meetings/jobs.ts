import type PgBoss from 'pg-boss';
import type { AppContext } from '../../server/context';
import { scheduleSweep } from '../../server/eventstore';
import { sendDueReminders } from './commands';

/** Every 10 minutes (one run across instances, by pg-boss's schedule): reminders 24 h ahead. */
export async function startMeetingJobs(boss: PgBoss, ctx: AppContext): Promise<void> {
  await scheduleSweep(boss, 'meetings-reminders', '*/10 * * * *', () => sendDueReminders(ctx));
}
