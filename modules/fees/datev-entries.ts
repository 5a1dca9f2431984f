import type { Db } from '../../server/db/kysely';
import { tablesOf } from '../../server/db/kysely';
import type { EventStore } from '../../server/eventstore';
import { berlinDayEnd, berlinDayStart } from '../../lib/german/time';
import type { TaxStatus } from './contract';
import { taxGroupsOf } from './decide-tax';
import { keptLines, periodOf } from './documents/gutschrift';
import { statementStreams, type StatementEvent, type StatementIssued } from './events';
import type { FeesTables } from './tables';

// What the DATEV export (invoicing/datev) books of the fees: each Gutschrift dated in the month, one
// entry per tax status it carries (decide-tax.ts), their gross amounts adding up to its own.

/** An issued Gutschrift's part of one tax status as a booking needs it. */
export interface GutschriftEntry {
  number: string;
  issuedOn: string;
  grossCents: number;
  tax: TaxStatus;
  /** the Accelerator as the Gutschrift names them (the seller, frozen at issue) */
  seller: string;
}

/** The Gutschriften dated (Berlin) in `month`, by number; the seller's name read from the sealed `StatementIssued`. */
export async function gutschriftenOfMonth(db: Db, store: EventStore, month: string): Promise<GutschriftEntry[]> {
  const { from, to } = periodOf(month);
  const rows = await tablesOf<FeesTables>(db)
    .selectFrom('fee_statements')
    .select(['id', 'number', 'issued_at'])
    .where('status', '=', 'issued')
    .where('issued_at', '>=', berlinDayStart(from))
    .where('issued_at', '<=', berlinDayEnd(to))
    .orderBy('number')
    .execute();
  const entries: GutschriftEntry[] = [];
  for (const row of rows) {
    const events = await store.readStream(statementStreams.toStreamId(row.id));
    const issued = events.find((e) => e.type === 'StatementIssued')?.data as StatementIssued['data'] | undefined;
    if (!issued) continue;
    // One entry per tax status: a correction of a month taxed otherwise is booked with its own key.
    for (const group of taxGroupsOf(keptLines(events as StatementEvent[]), issued.tax, issued.taxOfMonths))
      entries.push({
        number: issued.number,
        issuedOn: issued.issuedOn,
        grossCents: group.netCents + group.vatCents,
        tax: group.tax,
        // After the books' 10 years the seller is shredded with the statement's key.
        seller: issued.seller?.legalName ?? '',
      });
  }
  return entries;
}
