import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { checkedTarget, GuardRefused } from './ssrf-guard';

// The one way the portal reads or writes an Accelerator's calendar (ICS and, through tsdav, CalDAV):
// every hop checked by the guard and connected to the address checked, a size and a time limit.

interface FetchLimits {
  allowPrivate: boolean;
  /** bytes of one answer's body */
  maxBytes: number;
  /** milliseconds for the whole exchange, redirects included */
  timeoutMs: number;
  maxRedirects: number;
}

export const DEFAULT_LIMITS: Omit<FetchLimits, 'allowPrivate'> = {
  maxBytes: 5 * 1024 * 1024,
  timeoutMs: 10_000,
  maxRedirects: 3,
};

type FetchFailure = 'timeout' | 'tooLarge' | 'tooManyRedirects';

export class FetchFailed extends Error {
  constructor(readonly reason: FetchFailure) {
    super(reason);
  }
}

interface Answer {
  status: number;
  headers: Headers;
  body: Buffer;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** One request to `url` at the checked `address`: the name stays in Host and TLS, only the lookup is fixed. */
function requestOnce(
  url: URL,
  target: { address: string; family: 4 | 6 },
  init: { method: string; headers: Headers; body: string | null },
  limits: FetchLimits,
  signal: AbortSignal,
): Promise<Answer> {
  const fixed: LookupFunction = (_host, options, done) => {
    if ((options as { all?: boolean }).all) (done as (e: null, a: object[]) => void)(null, [target]);
    else done(null, target.address, target.family);
  };
  const lib = url.protocol === 'https:' ? https : http;
  const body = init.body === null ? null : Buffer.from(init.body);
  return new Promise((resolve, reject) => {
    const req = lib.request(
      url,
      {
        method: init.method,
        // A known length, not chunked: some WSGI servers (Radicale) read a chunked body as empty.
        headers: { ...Object.fromEntries(init.headers), ...(body ? { 'content-length': String(body.length) } : {}) },
        lookup: fixed,
        signal,
      },
      (res) => {
        // Settled first, then torn down without an error event nobody listens to.
        const tooLarge = () => {
          reject(new FetchFailed('tooLarge'));
          req.destroy();
        };
        const declared = Number(res.headers['content-length'] ?? 0);
        if (declared > limits.maxBytes) return tooLarge();
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > limits.maxBytes) tooLarge();
          else chunks.push(chunk);
        });
        res.on('error', reject);
        res.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers))
            for (const v of [value ?? []].flat()) headers.append(name, v);
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
        });
      },
    );
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

/**
 * A `fetch` for calendar addresses: https only (http with `allowPrivate`), each hop's resolved
 * address checked and connected to (no second lookup, so DNS rebinding finds nothing), at most
 * `maxRedirects` redirects, each checked again, a body of at most `maxBytes`, `timeoutMs` in all.
 * Refusals throw `GuardRefused`, limits `FetchFailed`, the network its own error.
 */
export function guardedFetch(limits: FetchLimits): typeof fetch {
  return async (input, init = {}) => {
    const signal = AbortSignal.timeout(limits.timeoutMs);
    let url = new URL(input instanceof Request ? input.url : String(input));
    let method = (init.method ?? 'GET').toUpperCase();
    let body = typeof init.body === 'string' ? init.body : null;
    const headers = new Headers(init.headers);
    try {
      for (let hop = 0; ; hop++) {
        const answer = await requestOnce(
          url,
          await checkedTarget(url, limits.allowPrivate),
          { method, headers, body },
          limits,
          signal,
        );
        const location = answer.headers.get('location');
        if (!REDIRECTS.has(answer.status) || !location) return toResponse(answer);
        if (hop >= limits.maxRedirects) throw new FetchFailed('tooManyRedirects');
        const next = new URL(location, url);
        // Credentials go to the calendar's own host only.
        if (next.host !== url.host) headers.delete('authorization');
        if (answer.status === 303 || ((answer.status === 301 || answer.status === 302) && method === 'POST')) {
          method = 'GET';
          body = null;
        }
        url = next;
      }
    } catch (err) {
      if (err instanceof GuardRefused || err instanceof FetchFailed) throw err;
      if (signal.aborted) throw new FetchFailed('timeout');
      throw err;
    }
  };
}

function toResponse(a: Answer): Response {
  const empty = a.status === 204 || a.status === 304 || a.status < 200;
  return new Response(empty ? null : new Uint8Array(a.body), { status: a.status, headers: a.headers });
}

/** The guarded fetch with the portal's limits and its setting for private hosts. */
export const calendarFetch = (config: { CALENDAR_ALLOW_PRIVATE_HOSTS: boolean }): typeof fetch =>
  guardedFetch({ ...DEFAULT_LIMITS, allowPrivate: config.CALENDAR_ALLOW_PRIVATE_HOSTS });
