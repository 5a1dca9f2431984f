import type { AppContext } from '../../../server/context';
import { jobIdFor } from '../../../jobs/boss';
import {
  calendarAuthHeaders,
  calendarFetch,
  recordCopyOutcome,
  type BusySource,
  type CopyOutcome,
} from '../../scheduling';
import { reachFailure, statusFailure } from './copy-failure';
import { mailRefusal } from './copy-mail';

// One request of the copy job to a coach's calendar, its outcome recorded on the calendar's card
// (issue 52). A failure that may pass (5xx, no connection) throws, so pg-boss retries the job; one
// that lasts (401, 403, 404, full) or the last retry's answers false: the job ends, the coach is
// mailed once, and the calendar's next good answer writes the coming meetings again.

export const COPY_ALL_QUEUE = 'calendar-coach-copy-all';

/** Who the job writes for and whether pg-boss will try it again. */
export interface Attempt {
  ctx: AppContext;
  lastTry: boolean;
  /** the job that writes every coming meeting: it does not queue itself again when a calendar heals */
  writingAll?: boolean;
}

class CopyFailed extends Error {}

/**
 * Sends one request; true once the calendar answered 2xx. `deleting`: a copy already gone (404,
 * 410) is done too. `probing`: a good answer frees the calendar of its error but copied nothing.
 */
export async function request(
  a: Attempt,
  partnerId: string,
  source: BusySource,
  send: () => Promise<Response>,
  kind: 'writing' | 'deleting' | 'probing' = 'writing',
): Promise<boolean> {
  let outcome: CopyOutcome;
  try {
    const res = await send();
    const done = res.ok || (kind === 'deleting' && (res.status === 404 || res.status === 410));
    outcome = done ? { ok: true, copied: kind !== 'probing' } : statusFailure(res.status);
  } catch (err) {
    outcome = reachFailure(err);
  }
  if (!outcome.ok && !outcome.refused)
    outcome = a.lastTry
      ? { ok: false, error: `${outcome.error} Mehrere Versuche sind gescheitert.`, refused: true }
      : { ok: false, error: `${outcome.error} Die Übertragung wird wiederholt.`, refused: false };
  const failed = outcome.ok ? null : outcome;
  await recordCopyOutcome(a.ctx.db, partnerId, source, outcome, a.ctx.now(), {
    refused: (tx, since) => mailRefusal(a.ctx, tx, partnerId, source, failed!.error, since),
    healed: async (tx, since) => {
      if (!a.writingAll)
        await a.ctx.store.enqueueJob(
          tx,
          COPY_ALL_QUEUE,
          { partnerId },
          jobIdFor(`coach-copy-healed ${partnerId} ${since.toISOString()}`, 'coach-copy'),
        );
    },
  });
  if (outcome.ok) return true;
  if (outcome.refused) return false;
  throw new CopyFailed(outcome.error);
}

const PROPFIND =
  '<?xml version="1.0" encoding="utf-8"?><d:propfind xmlns:d="DAV:"><d:prop><d:resourcetype/></d:prop></d:propfind>';

/** Asks the calendar whether it is there and takes the login (PROPFIND of the collection alone). */
export const probe = (ctx: AppContext, source: BusySource) => () =>
  calendarFetch(ctx.config)(source.url, {
    method: 'PROPFIND',
    headers: { ...calendarAuthHeaders(source), depth: '0', 'content-type': 'application/xml; charset=utf-8' },
    body: PROPFIND,
  });
