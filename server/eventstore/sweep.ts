import type PgBoss from 'pg-boss';
import { BERLIN } from '../../lib/german/time';
import type { EventMetadata } from './types';

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
 * meanwhile by someone else) does not stop the rest. Answers how many took it.
 */
export async function sweep(
  ids: readonly string[],
  correlationId: string,
  command: (id: string, metadata: EventMetadata) => Promise<unknown>,
): Promise<number> {
  let done = 0;
  for (const id of ids) {
    try {
      await command(id, { actorRole: 'system', correlationId });
      done++;
    } catch {
      // decided otherwise meanwhile (completed, cancelled, already done): nothing to do
    }
  }
  return done;
}
