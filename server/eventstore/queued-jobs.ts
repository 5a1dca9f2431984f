import type { Tx } from '../db/kysely';

/** One job for a queue; `jobId` (a uuid: from the causing event's id) makes it once only. */
interface QueuedJob {
  queue: string;
  data: object;
  jobId: string;
}

/** Puts jobs in their queues within the given transaction, in one statement. */
export type JobEnqueuer = (tx: Tx, jobs: readonly QueuedJob[]) => Promise<void>;

/**
 * The jobs an append's reactions queue, inserted together at its end in one statement (issue 36).
 * An append a reaction makes queues its jobs with the outer append's; a job queued outside an
 * append is inserted at once. Without an enqueuer (tools, tests) nothing is queued.
 */
export class QueuedJobs {
  private readonly open = new WeakMap<Tx, QueuedJob[]>();

  constructor(private readonly enqueue?: JobEnqueuer) {}

  async together(tx: Tx, work: () => Promise<void>): Promise<void> {
    const outer = this.open.get(tx);
    const jobs = outer ?? [];
    this.open.set(tx, jobs);
    try {
      await work();
    } finally {
      if (!outer) this.open.delete(tx);
    }
    if (!outer && jobs.length > 0 && this.enqueue) await this.enqueue(tx, jobs);
  }

  async add(tx: Tx, job: QueuedJob): Promise<void> {
    const batch = this.open.get(tx);
    if (batch) batch.push(job);
    else if (this.enqueue) await this.enqueue(tx, [job]);
  }
}
