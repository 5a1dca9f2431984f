import type { Db, Tx } from '../../server/db/kysely';
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
  /** the statement's id: which Gutschrift a DATEV export carried (invoicing/datev/exports.ts) */
  statementId: string;
  number: string;
  issuedOn: string;
  grossCents: number;
  tax: TaxStatus;
  /** the Accelerator as the Gutschrift names them (the seller, frozen at issue) */
  seller: string;
}

/** The Gutschriften dated (Berlin) in `month`, by number; the seller's name read from the sealed `StatementIssued`. */
export function gutschriftenOfMonth(db: Db, store: EventStore, month: string): Promise<GutschriftEntry[]> {
  const { from, to } = periodOf(month);
  return gutschriftenBetween(db, store, from, to);
}

/**
 * The Gutschriften dated (Berlin) from `from` to `to` ('yyyy-MM-dd', both included), by number, those
 * `keep` names (by statement id) only: the DATEV export reads only the streams of those it books.
 */
export async function gutschriftenBetween(
  db: Db | Tx,
  store: EventStore,
  from: string,
  to: string,
  keep: (statementId: string) => boolean = () => true,
): Promise<GutschriftEntry[]> {
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
    if (!keep(row.id)) continue;
    const events = await store.readStream(statementStreams.toStreamId(row.id));
    const issued = events.find((e) => e.type === 'StatementIssued')?.data as StatementIssued['data'] | undefined;
    if (!issued) continue;
    // One entry per tax status: a correction of a month taxed otherwise is booked with its own key.
    for (const group of taxGroupsOf(keptLines(events as StatementEvent[]), issued.tax, issued.taxOfMonths))
      entries.push({
        statementId: row.id,
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
