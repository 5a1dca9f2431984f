import type PgBoss from 'pg-boss';
import type { AppContext } from '../../server/context';
import type { EventJob } from '../../server/eventstore';
import { createPlan } from './commands';

export const PLAN_QUEUE = 'milestones-plan';

/** An activated package asks for the client's plan; queued in the activation's own transaction. */
export const milestonePlanJob: EventJob = {
  handles: ['PackageActivated'],
  queue: PLAN_QUEUE,
  data: (e) => {
    const d = e.data as { clientId: string; userPackageId: string };
    return { clientId: d.clientId, userPackageId: d.userPackageId, causationId: e.eventId };
  },
};

export async function startMilestoneJobs(boss: PgBoss, ctx: AppContext): Promise<void> {
  if (!(await boss.getQueue(PLAN_QUEUE))) await boss.createQueue(PLAN_QUEUE, { name: PLAN_QUEUE, retryLimit: 5, retryDelay: 2, retryBackoff: true });
  await boss.work<{ clientId: string; userPackageId: string; causationId: string }>(PLAN_QUEUE, { batchSize: 10, pollingIntervalSeconds: 0.5 }, async (jobs) => {
    for (const job of jobs) {
      await createPlan(ctx, job.data.clientId, job.data.userPackageId, { actorRole: 'system', causationId: job.data.causationId, correlationId: job.data.causationId });
    }
  });
}
