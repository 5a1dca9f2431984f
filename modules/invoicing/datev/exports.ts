import { aggregateStreams, defineDecider, type NewEvent } from '../../../server/eventstore';
import { allOf } from '../../../lib/all-of';
import type { DatevSettings } from './contract';

// The months the office handed to the tax adviser (README 'DATEV', 'Exported months'): one stream
// for the firm, `invoicing-datevexports-firm`, one event per month at its first export of a month
// that had ended. It holds what makes the same file again: the settings and the creation time of
// that day, and which invoices, payments, take-backs and Gutschriften the file carried (their keys,
// never their text: the buyer's name stays sealed on the invoice); the hash checks the file again.

export interface DatevExportRecord {
  /** 'yyyy-MM' */
  month: string;
  at: string;
  /** the admin who exported */
  byId: string;
  /** the file's SHA-256, hex */
  sha256: string;
  /** the header's creation time, Berlin ('yyyy-MM-dd', 'HH:mm:ss.SSS') */
  createdAt: { date: string; time: string };
  settings: DatevSettings;
  /** the keys of the entries booked (`Keyed`, queries.ts), late ones from months before included */
  items: string[];
}

export type DatevMonthExported = NewEvent<'DatevMonthExported', DatevExportRecord>;
export type DatevExportEvent = DatevMonthExported;

export const datevExportEventTypes = allOf<DatevExportEvent['type']>({ DatevMonthExported: true });

/** `invoicing-datevexports-firm`. */
const datevExportStreams = aggregateStreams('invoicing', 'datevexports');

interface RecordDatevExport {
  type: 'RecordDatevExport';
  actor: { id: string; role: string };
  record: DatevExportRecord;
}

/** The exported months by month. */
export interface DatevExports {
  months: Record<string, DatevExportRecord>;
}

/**
 * A month is recorded once: its first export is what the adviser imported, so a second one of the
 * same month (another admin at the same time) appends nothing and hands out the first one's file.
 */
export const datevExportDecider = defineDecider<DatevExports, DatevExportEvent, RecordDatevExport, 'NotAllowed'>(
  datevExportStreams,
  () => ({ months: {} }),
  (state, e) => ({ months: { ...state.months, [e.data.month]: e.data } }),
  (command, state) => {
    if (command.actor.role !== 'admin') return 'NotAllowed';
    if (state.months[command.record.month]) return [];
    return [{ type: 'DatevMonthExported', data: command.record }];
  },
);

/** The keys of every entry an export carried: booked once, never again. */
export const exportedKeys = (exports: DatevExports): Set<string> =>
  new Set(Object.values(exports.months).flatMap((r) => r.items));

/** The month before 'yyyy-MM'. */
function monthBefore(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/**
 * The exported months right before `month`, without a gap, the earliest first: a late entry of one
 * of them goes into `month`'s file (the first month after it not exported); one of a month before
 * an unexported month waits for that one.
 */
export function exportedRunBefore(exports: DatevExports, month: string): string[] {
  const run: string[] = [];
  for (let m = monthBefore(month); exports.months[m]; m = monthBefore(m)) run.unshift(m);
  return run;
}
