import { tablesOf, type Db, type Tx } from '../../server/db/kysely';
import type { MeetingsTable, MeetingsTables } from './tables';

/**
 * For the fees (issue 35): an Accelerator's meetings dated in `months` ('YYYY-MM'), and any meetings
 * named by id (those already on an earlier statement, whoever holds them now), oldest first.
 */
export async function meetingsForFees(
  db: Db | Tx,
  q: { partnerId: string; months: readonly string[]; meetingIds: readonly string[] },
): Promise<MeetingsTable[]> {
  const prefixes = q.months.map((m) => `${m}-%`);
  return tablesOf<MeetingsTables>(db)
    .selectFrom('meetings')
    .selectAll()
    .where((eb) =>
      eb.or([
        ...(prefixes.length
          ? [eb.and([eb('partner_id', '=', q.partnerId), eb.or(prefixes.map((p) => eb('date', 'like', p)))])]
          : []),
        ...(q.meetingIds.length ? [eb('id', 'in', q.meetingIds)] : []),
        eb.val(false),
      ]),
    )
    .orderBy('date')
    .orderBy('id')
    .execute();
}
