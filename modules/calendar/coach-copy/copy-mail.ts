import type { AppContext } from '../../../server/context';
import type { Tx } from '../../../server/db/kysely';
import { jobIdFor, queues } from '../../../jobs/boss';
import { letterTo } from '../../../lib/german/letter';
import { findUserById } from '../../identity';
import type { BusySource } from '../../scheduling';

// The one mail to the coach when their calendar starts refusing the copies (issue 52): not one per
// meeting; the next after the calendar took a copy again and then refused anew.

export const REFUSED_SUBJECT = 'Ihr Kalender nimmt keine Termine mehr an';

/** Queues the mail in the transaction that recorded the refusal; keyed by calendar and its start. */
export async function mailRefusal(
  ctx: AppContext,
  tx: Tx,
  partnerId: string,
  source: BusySource,
  error: string,
  since: Date,
): Promise<void> {
  const coach = await findUserById(tx, partnerId);
  if (!coach || coach.deactivated_at !== null) return;
  const lines = [
    `Ihr Kalender „${source.label}“ nimmt die Termine aus dem Portal nicht mehr an:`,
    error,
    '',
    'Neue und geänderte Termine fehlen dort, bis das behoben ist. Prüfen Sie den Kalender bitte unter',
    `${ctx.config.publicUrl}/partner/availability (Eigene Kalender). Sobald er wieder Termine annimmt,`,
    'etwa nach dem Speichern des neuen App-Passworts, trägt das Portal Ihre kommenden Termine erneut ein.',
  ];
  const id = jobIdFor(
    `coach-copy-refused ${partnerId} ${source.kind} ${source.url} ${since.toISOString()}`,
    coach.email,
  );
  await ctx.store.enqueueJob(
    tx,
    queues.email,
    { to: coach.email, subject: REFUSED_SUBJECT, text: letterTo(coach.name, lines) },
    id,
  );
}
