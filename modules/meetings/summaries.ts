import { tablesOf, type Db, type Tx } from '../../server/db/kysely';
import type { MeetingsTables } from './tables';

/**
 * The 'Zusammenfassung' of a client's completed meetings, newest first: what the notes module shows
 * as the shared notes the meetings keep (one per meeting, written by its Accelerator).
 */
export async function meetingSummariesOf(
  db: Db | Tx,
  clientId: string,
): Promise<{ meetingId: string; partnerId: string; summary: string; completedAt: Date }[]> {
  const rows = await tablesOf<MeetingsTables>(db)
    .selectFrom('meetings')
    .select(['id', 'partner_id', 'summary', 'updated_at'])
    .where('client_id', '=', clientId)
    .where('status', '=', 'completed')
    .where('summary', 'is not', null)
    .orderBy('updated_at', 'desc')
    .execute();
  return rows.map((r) => ({
    meetingId: r.id,
    partnerId: r.partner_id,
    summary: r.summary!,
    completedAt: r.updated_at,
  }));
}
