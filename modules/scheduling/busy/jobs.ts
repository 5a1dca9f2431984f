import type PgBoss from 'pg-boss';
import type { AppContext } from '../../../server/context';
import { reactionsTo, scheduleSweep } from '../../../server/eventstore';
import { jobIdFor } from '../../../jobs/boss';
import type { BusySourcesEvent } from './events';
import { syncAll, syncPartner } from './sync';

/** Reads one Accelerator's calendars after they were saved. */
const READ_NOW = 'scheduling-busy-read';
/** Reads every Accelerator's calendars, every 10 minutes (one run across instances). */
const READ_ALL = 'scheduling-busy-sweep';

/** A save reads the calendars at once, after the commit (a job keyed by the event: never twice). */
export const busySourceReactions = reactionsTo<BusySourcesEvent>({
  BusySourcesSet: async (tx, e, { store }) => {
    await store.enqueueJob(tx, READ_NOW, { partnerId: e.data.partnerId }, jobIdFor(e.eventId, 'read'));
  },
});

export async function startBusyJobs(ctx: AppContext, boss: PgBoss): Promise<void> {
  if (!(await boss.getQueue(READ_NOW)))
    await boss.createQueue(READ_NOW, { name: READ_NOW, retryLimit: 2, retryDelay: 30 });
  await boss.work<{ partnerId: string }>(READ_NOW, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
    for (const job of jobs) await syncPartner(ctx, job.data.partnerId);
  });
  await scheduleSweep(boss, READ_ALL, '*/10 * * * *', () => syncAll(ctx));
}
