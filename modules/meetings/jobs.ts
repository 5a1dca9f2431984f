import type PgBoss from 'pg-boss';
import { BERLIN } from '../../lib/german/time';
import type { AppContext } from '../../server/context';
import { sendDueReminders } from './commands';

const REMINDER_QUEUE = 'meetings-reminders';

/** Every 10 minutes (one run across instances, by pg-boss's schedule): reminders 24 h ahead. */
export async function startMeetingJobs(boss: PgBoss, ctx: AppContext): Promise<void> {
  if (!(await boss.getQueue(REMINDER_QUEUE)))
    await boss.createQueue(REMINDER_QUEUE, { name: REMINDER_QUEUE, policy: 'singleton' });
  await boss.schedule(REMINDER_QUEUE, '*/10 * * * *', {}, { tz: BERLIN });
  await boss.work(REMINDER_QUEUE, async () => {
    await sendDueReminders(ctx);
  });
}
