import type PgBoss from 'pg-boss';
import type { AppContext } from '../../server/context';
import { scheduleSweep } from '../../server/eventstore';
import { expireDuePackages } from './commands';

export const EXPIRE_QUEUE = 'packages-expire';

/** Daily at 03:00 Berlin time (one run across instances, by pg-boss's schedule): expired packages. */
export async function startPackageJobs(boss: PgBoss, ctx: AppContext): Promise<void> {
  await scheduleSweep(boss, EXPIRE_QUEUE, '0 3 * * *', () => expireDuePackages(ctx));
}
