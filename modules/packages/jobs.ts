import type PgBoss from 'pg-boss';
import { BERLIN } from '../../lib/german/time';
import type { AppContext } from '../../server/context';
import { expireDuePackages } from './commands';

export const EXPIRE_QUEUE = 'packages-expire';

/**
 * A daily pg-boss cron (03:00 Berlin time). pg-boss keeps one schedule per name in the database
 * and hands each run to one worker, so it runs once however many instances there are.
 */
export async function startPackageJobs(boss: PgBoss, ctx: AppContext): Promise<void> {
  if (!(await boss.getQueue(EXPIRE_QUEUE)))
    await boss.createQueue(EXPIRE_QUEUE, { name: EXPIRE_QUEUE, policy: 'singleton' });
  await boss.schedule(EXPIRE_QUEUE, '0 3 * * *', {}, { tz: BERLIN });
  await boss.work(EXPIRE_QUEUE, async () => {
    await expireDuePackages(ctx);
  });
}
