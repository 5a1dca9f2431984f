import type { Db } from '../../server/db/kysely';
import { tablesOf } from '../../server/db/kysely';
import type { EventStore } from '../../server/eventstore';
import { berlinDayEnd, berlinDayStart } from '../../lib/german/time';
import type { TaxStatus } from './contract';
import { periodOf } from './documents/gutschrift';
import { statementStreams, type StatementIssued } from './events';
import type { FeesTables } from './tables';

// What the DATEV export (invoicing/datev) books of the fees: each Gutschrift dated in the month.

/** An issued Gutschrift as a booking needs it. */
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
    entries.push({
      number: issued.number,
      issuedOn: issued.issuedOn,
      grossCents: issued.grossCents,
      tax: issued.tax,
      // After the books' 10 years the seller is shredded with the statement's key.
      seller: issued.seller?.legalName ?? '',
    });
  }
  return entries;
}
