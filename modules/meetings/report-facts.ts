import { sql } from 'kysely';
import { tablesOf, type Db, type Tx } from '../../server/db/kysely';
import type { MeetingsTables } from './tables';

// What the firm's figures (modules/reports) read of meetings: the charged hours per package,
// Accelerator and month, summed in the database (the meetings themselves grow with the years).

/** The hours charged in one month on one package by one Accelerator, held or cancelled late. */
export interface ChargedHoursFact {
  userPackageId: string;
  partnerId: string;
  /** 'yyyy-MM' of the meeting's Berlin date */
  month: string;
  kind: 'completed' | 'lateCancellation';
  /** hundredths of an hour */
  hundredths: number;
}

/** Completed meetings (no-shows included: their hours are charged) and charged late cancellations, dated up to `lastDay`. */
export async function chargedHoursUntil(db: Db | Tx, lastDay: string): Promise<ChargedHoursFact[]> {
  const month = sql<string>`substr(date, 1, 7)`;
  const kind = sql<
    'completed' | 'lateCancellation'
  >`CASE WHEN status = 'completed' THEN 'completed' ELSE 'lateCancellation' END`;
  const rows = await tablesOf<MeetingsTables>(db)
    .selectFrom('meetings')
    .select([
      'user_package_id',
      'partner_id',
      month.as('month'),
      kind.as('kind'),
      sql<number>`round(sum(hours_used) * 100)::int`.as('hundredths'),
    ])
    .where('date', '<=', lastDay)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'completed'),
        eb.and([eb('status', '=', 'cancelled'), eb('late_cancellation', '=', true)]),
      ]),
    )
    .groupBy(['user_package_id', 'partner_id', month, kind])
    .orderBy('month')
    .execute();
  return rows.map((r) => ({
    userPackageId: r.user_package_id,
    partnerId: r.partner_id,
    month: r.month,
    kind: r.kind,
    hundredths: r.hundredths,
  }));
}
