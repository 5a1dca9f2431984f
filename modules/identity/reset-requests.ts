import { randomUUID } from 'node:crypto';
import type PgBoss from 'pg-boss';
import type { AppContext } from '../../server/context';
import type { EventMetadata } from '../../server/eventstore';
import { requestPasswordReset } from './commands';

/**
 * Forgot-password does the same for every e-mail within the request: it queues the e-mail and
 * answers. Whether an account exists is looked up later by this worker, so the answer's timing
 * cannot tell known addresses from unknown ones. The job (it holds the address) is deleted once done.
 */
export const RESET_REQUEST_QUEUE = 'identity-reset-requests';

interface ResetRequestJob {
  email: string;
  requestedAt: string;
  meta: EventMetadata;
}

/** The route's whole work, the same for every address: one job, in its own short transaction. */
export async function queueResetRequest(ctx: AppContext, email: string, meta: EventMetadata): Promise<void> {
  const job: ResetRequestJob = { email, requestedAt: ctx.now().toISOString(), meta };
  await ctx.db.transaction().execute((tx) => ctx.store.enqueueJob(tx, RESET_REQUEST_QUEUE, job, randomUUID()));
}

export async function startResetRequests(ctx: AppContext, boss: PgBoss): Promise<void> {
  if (!(await boss.getQueue(RESET_REQUEST_QUEUE)))
    await boss.createQueue(RESET_REQUEST_QUEUE, { name: RESET_REQUEST_QUEUE, retryLimit: 5, retryDelay: 5 });
  await boss.work<ResetRequestJob>(
    RESET_REQUEST_QUEUE,
    { batchSize: 10, pollingIntervalSeconds: 0.5 },
    async (jobs) => {
      for (const { id, data } of jobs) {
        await requestPasswordReset(ctx, data.email, data.meta, new Date(data.requestedAt));
        await boss.deleteJob(RESET_REQUEST_QUEUE, id);
      }
    },
  );
}
