import type { AppContext } from '../../../server/context';
import type { Tx } from '../../../server/db/kysely';
import { handle, type EventMetadata } from '../../../server/eventstore';
import { HttpError } from '../../../server/http/errors';
import { berlinMonthOf, inBerlin } from '../../../lib/german/time';
import { formatDateTime } from '../../../lib/german/format';
import { datevMessages } from './contract';
import {
  datevExportDecider,
  exportedKeys,
  exportedRunBefore,
  type DatevExportRecord,
  type DatevExports,
} from './exports';
import { monthFile } from './month-file';
import { savedDatevSettings } from './queries';

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const FIRM = 'firm';

/** The month's file and what the export was: the first (recorded now), again (as recorded), or a preview. */
interface DatevExportResult {
  bytes: Buffer;
  kind: 'first' | 'again' | 'preview';
  record: DatevExportRecord | null;
}

/** The header's creation time, Berlin. */
function createdAtOf(now: Date) {
  const z = inBerlin(now);
  return {
    date: `${z.year}-${pad(z.month)}-${pad(z.day)}`,
    time: `${pad(z.hour)}:${pad(z.minute)}:${pad(z.second)}.${pad(z.millisecond, 3)}`,
  };
}

/** The file of a month exported before: its record's settings, time and entries; 409 when it came out otherwise. */
async function again(ctx: AppContext, tx: Tx, exports: DatevExports, record: DatevExportRecord) {
  const items = new Set(record.items);
  const file = await monthFile(tx, ctx.store, {
    month: record.month,
    settings: record.settings,
    createdAt: record.createdAt,
    lateMonths: exportedRunBefore(exports, record.month),
    carries: (key) => items.has(key),
  });
  if (file.sha256 !== record.sha256)
    throw new HttpError(
      409,
      datevMessages.changedSinceExport(record.month, formatDateTime(new Date(record.at))),
      'DATEV_EXPORT_CHANGED',
    );
  return file.bytes;
}

/**
 * The month's Buchungsstapel as Windows-1252 bytes; 409 (German) when it cannot be made yet. A month
 * that has ended (Berlin) is recorded at its first export and given out the same ever after; the
 * running month's file is a preview, recorded by nobody (its bookings are not complete).
 */
export async function datevExport(
  ctx: AppContext,
  actor: { id: string; role: string },
  month: string,
  metadata: EventMetadata,
): Promise<DatevExportResult> {
  const now = ctx.now();
  const streamId = datevExportDecider.toStreamId(FIRM);
  const { result } = await ctx.store.execute<DatevExportResult>(async (tx) => {
    // Behind the stream's lock: two exports of one month record it once.
    const { state } = await ctx.store.load(tx, streamId, datevExportDecider);
    const recorded = state.months[month];
    if (recorded)
      return { appends: [], result: { bytes: await again(ctx, tx, state, recorded), kind: 'again', record: recorded } };
    const saved = await savedDatevSettings(tx);
    if (!saved) throw new HttpError(409, datevMessages.notSaved, 'DATEV_SETTINGS_MISSING');
    const done = exportedKeys(state);
    const createdAt = createdAtOf(now);
    const file = await monthFile(tx, ctx.store, {
      month,
      settings: saved.settings,
      createdAt,
      lateMonths: exportedRunBefore(state, month),
      carries: (key) => !done.has(key),
    });
    if (month >= berlinMonthOf(now))
      return { appends: [], result: { bytes: file.bytes, kind: 'preview', record: null } };
    const record: DatevExportRecord = {
      month,
      at: now.toISOString(),
      byId: actor.id,
      sha256: file.sha256,
      createdAt,
      settings: saved.settings,
      items: file.items,
    };
    const decision = await handle(ctx.store, tx, datevExportDecider, FIRM, {
      type: 'RecordDatevExport',
      actor,
      record,
    });
    return { appends: [decision], result: { bytes: file.bytes, kind: 'first', record } };
  }, metadata);
  return result;
}
