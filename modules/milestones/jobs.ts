import type PgBoss from 'pg-boss';
import type { AppContext } from '../../server/context';
import { reactionsTo } from '../../server/eventstore';
import type { PackageActivated } from '../packages';
import { createPlan } from './commands';

const PLAN_QUEUE = 'milestones-plan';

/** An activated package asks for the client's plan: a job queued in the activation's own transaction, keyed by it. */
export const planReactions = reactionsTo<PackageActivated>({
  async PackageActivated(tx, e, { store }) {
    await store.enqueueJob(
      tx,
      PLAN_QUEUE,
      { clientId: e.data.clientId, userPackageId: e.data.userPackageId, causationId: e.eventId },
      e.eventId,
    );
  },
});

export async function startMilestoneJobs(boss: PgBoss, ctx: AppContext): Promise<void> {
  if (!(await boss.getQueue(PLAN_QUEUE)))
    await boss.createQueue(PLAN_QUEUE, { name: PLAN_QUEUE, retryLimit: 5, retryDelay: 2, retryBackoff: true });
  await boss.work<{ clientId: string; userPackageId: string; causationId: string }>(
    PLAN_QUEUE,
    { batchSize: 10, pollingIntervalSeconds: 0.5 },
    async (jobs) => {
      for (const job of jobs) {
        await createPlan(ctx, job.data.clientId, job.data.userPackageId, {
          actorRole: 'system',
          causationId: job.data.causationId,
          correlationId: job.data.causationId,
        });
      }
    },
  );
}
