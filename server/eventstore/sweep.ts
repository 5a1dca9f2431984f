import type PgBoss from 'pg-boss';
import { BERLIN } from '../../lib/german/time';
import { DomainError } from './domain-error';
import { ConcurrencyError, type EventMetadata } from './types';

/**
 * Whether a cron (Berlin time) names an hour between 02:00 and 02:59 on its own: that hour is left
 * out on the last Sunday of March and comes twice on the last Sunday of October, so a daily run
 * there is missed once a year and doubled once (pg-boss follows the wall clock). A cron for every
 * hour or every few minutes (hour field starting with a star) still runs through both nights.
 */
export function namesSummerTimeHour(cron: string): boolean {
  const field = cron.trim().split(/\s+/)[1] ?? '*';
  if (field.startsWith('*')) return false;
  return field.split(',').some((part) => {
    const [range = '', step = '1'] = part.split('/');
    const [from = NaN, to = part.includes('/') && !range.includes('-') ? 23 : from] = range.split('-').map(Number);
    for (let hour = from; hour <= to; hour += Number(step)) if (hour === 2) return true;
    return false;
  });
}

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
  if (namesSummerTimeHour(cron))
    throw new Error(`${queue}: '${cron}' läuft zwischen 02:00 und 02:59 (Sommerzeit: im März nie, im Oktober zweimal)`);
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
