import type PgBoss from 'pg-boss';
import { BERLIN } from '../../lib/german/time';
import { DomainError } from './domain-error';
import { ConcurrencyError, type EventMetadata } from './types';

/**
 * A pg-boss cron (Berlin time) that runs once however many instances there are: pg-boss keeps one
 * schedule per name in the database, and the singleton queue hands each run to one worker.
 */
export async function scheduleSweep(
  boss: PgBoss,
  queue: string,
  cron: string,
  run: () => Promise<unknown>,
): Promise<void> {
  if (!(await boss.getQueue(queue))) await boss.createQueue(queue, { name: queue, policy: 'singleton' });
  await boss.schedule(queue, cron, {}, { tz: BERLIN });
  await boss.work(queue, async () => {
    await run();
  });
}

/**
 * The system's command on each due stream, one after the other; a stream refusing it (changed
 * meanwhile by someone else: a rule's rejection or a version conflict) does not stop the rest.
 * Answers how many took it. Any other failure (the database) is thrown once the rest were tried,
 * so the job fails and pg-boss runs it again.
 */
export async function sweep(
  ids: readonly string[],
  correlationId: string,
  command: (id: string, metadata: EventMetadata) => Promise<unknown>,
): Promise<number> {
  let done = 0;
  let failure: unknown;
  for (const id of ids) {
    try {
      await command(id, { actorRole: 'system', correlationId });
      done++;
    } catch (err) {
      // decided otherwise meanwhile (completed, cancelled, already done): nothing to do
      if (!(err instanceof DomainError || err instanceof ConcurrencyError)) failure ??= err;
    }
  }
  if (failure !== undefined) throw failure;
  return done;
}
