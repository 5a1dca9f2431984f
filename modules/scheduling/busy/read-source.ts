import { calendarQuery } from 'tsdav';
import type { BusySource } from './events';
import { busyTimesIn, type BusyTime } from './busy-events';
import { notACalendar, statusFailure } from './read-failure';

// Reading one of an Accelerator's calendars through the guarded fetch: an ICS subscription by a
// conditional GET, a CalDAV calendar by a calendar-query REPORT for the window (tsdav).

interface Validators {
  etag: string | null;
  lastModified: string | null;
}

type ReadResult = { changed: false } | { changed: true; times: BusyTime[]; validators: Validators };

interface Reading {
  fetch: typeof fetch;
  window: { start: Date; end: Date };
  /** what the last read answered (ICS): sent back so an unchanged calendar answers 304 */
  validators: Validators;
}

/** The login of a calendar as an HTTP header (Basic, over the guarded fetch only). */
export const calendarAuthHeaders = (s: Pick<BusySource, 'username' | 'password'>): Record<string, string> =>
  s.username && s.password
    ? { authorization: `Basic ${Buffer.from(`${s.username}:${s.password}`).toString('base64')}` }
    : {};

/** Busy times of a calendar text; a text that is no iCalendar is said so. */
function parsed(text: string, window: Reading['window']): BusyTime[] {
  try {
    return busyTimesIn(text, window);
  } catch {
    throw notACalendar();
  }
}

async function readIcs(source: BusySource, r: Reading): Promise<ReadResult> {
  const conditional = {
    ...(r.validators.etag ? { 'if-none-match': r.validators.etag } : {}),
    ...(r.validators.lastModified ? { 'if-modified-since': r.validators.lastModified } : {}),
  };
  const res = await r.fetch(source.url, {
    headers: { accept: 'text/calendar', ...conditional, ...calendarAuthHeaders(source) },
  });
  if (res.status === 304) return { changed: false };
  if (!res.ok) throw statusFailure(res.status);
  const times = parsed(await res.text(), r.window);
  const validators = { etag: res.headers.get('etag'), lastModified: res.headers.get('last-modified') };
  return { changed: true, times, validators };
}

const utcStamp = (d: Date) => `${d.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** tsdav throws a refused query ('Collection query failed: 401 …'): the status, in German. */
function refusedQuery(err: unknown): unknown {
  const status = err instanceof Error ? /query failed: (\d{3})/.exec(err.message)?.[1] : undefined;
  return status ? statusFailure(Number(status)) : err;
}

/** A WebDAV multistatus root element (any prefix): what a calendar-query is answered with. */
const MULTISTATUS = /<(?:[\w.-]+:)?multistatus[\s>/]/;

async function readCaldav(source: BusySource, r: Reading): Promise<ReadResult> {
  // tsdav reads an empty body, or XML of another kind, as a calendar without entries: seen here,
  // so such an answer is no calendar and the times read before stay (the coach is still away then).
  let multistatus = false;
  const seeing: typeof fetch = async (input, init) => {
    const res = await r.fetch(input, init);
    multistatus = res.ok && MULTISTATUS.test(await res.clone().text());
    return res;
  };
  const answers = await calendarQuery({
    url: source.url,
    props: { 'd:getetag': {}, 'c:calendar-data': {} },
    filters: {
      'comp-filter': {
        _attributes: { name: 'VCALENDAR' },
        'comp-filter': {
          _attributes: { name: 'VEVENT' },
          'time-range': { _attributes: { start: utcStamp(r.window.start), end: utcStamp(r.window.end) } },
        },
      },
    },
    depth: '1',
    headers: calendarAuthHeaders(source),
    fetch: seeing,
  }).catch((err: unknown) => {
    throw refusedQuery(err);
  });
  const failed = answers.find((a) => !a.ok && a.status !== undefined && a.status >= 400);
  if (failed) throw statusFailure(failed.status!);
  // An answer that is no multistatus (an HTML page at the address) is no calendar.
  if (!multistatus || answers.some((a) => typeof a.raw === 'string')) throw notACalendar();
  const times = answers.flatMap((a) => {
    const data = a.props?.calendarData as string | { _cdata?: string; _text?: string } | undefined;
    const text = typeof data === 'string' ? data : (data?._cdata ?? data?._text);
    return text ? parsed(text, r.window) : [];
  });
  return { changed: true, times, validators: { etag: null, lastModified: null } };
}

/** Reads one calendar; throws what went wrong (`failureText` says it in German). */
export function readSource(source: BusySource, r: Reading): Promise<ReadResult> {
  return source.kind === 'ics' ? readIcs(source, r) : readCaldav(source, r);
}
