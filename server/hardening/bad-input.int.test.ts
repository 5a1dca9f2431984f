import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTable, type RouteCase } from './access-table';
import { bodyVariants, pathValues, queryVariants, type Verdict } from './bad-payloads';
import { eventLogMark, urlOf } from './calls';
import { buildFixture, type Actor, type Fixture } from './fixture';
import { TEST_ORIGIN } from '../testing/harness';
import { acceleratorMessages } from '../../modules/identity/contract';
import { packageMessages } from '../../modules/packages/contract';
import { partnerMessages } from '../../modules/partners/contract';

// Every route that reads a body, a query string or an id in its path gets broken input, as the
// admin and as the route's natural caller. It must answer 4xx (never 5xx) with a German message;
// what it must refuse writes nothing to the event log.

let f: Fixture;
beforeAll(async () => {
  f = await buildFixture();
});
afterAll(() => f.portal.close());

/**
 * German, as far as a test can tell: zod's and Fastify's defaults are English and start with one of
 * these words; our own messages are German sentences, which almost always hold an umlaut or one of
 * the common words below. Both checks together catch an English default slipping through.
 */
const english =
  /^(Invalid|Expected|Required|Bad Request|Unexpected|body must|querystring must|params must|Too |Unrecognized|Unsupported|Not Found|Internal|Route|Cannot|Request|Body|The |Unknown|Must|String|Number)/;
const germanish =
  /[äöüÄÖÜß]|\b(bitte|nicht|kein|keine|ungültig\w*|unbekannt\w*|zeichen|gefunden|anfrage|berechtigung|angemeldet|paket|format|konto|datum|der|die|das|ist|oder|und|sie)\b/i;
/** Texts spec 02 §7 quotes in English and the portal copies exactly (DESIGN.md: the spec's texts verbatim). */
const specEnglish = new Set<string>([
  acceleratorMessages.requiredFields,
  packageMessages.pendingPackage,
  packageMessages.paymentRequired,
  packageMessages.allocationInvalid,
  partnerMessages.noUser,
]);
export function isGerman(message: unknown): boolean {
  if (typeof message !== 'string' || message.trim() === '') return false;
  return specEnglish.has(message) || (!english.test(message) && germanish.test(message));
}

let ipCounter = 0;
/** Each call from its own address: the per-IP limits (questionnaires: 20 per 15 min) must not answer instead of validation. */
function send(
  method: string,
  url: string,
  actor: Actor,
  payload?: string,
  headers: Record<string, string> = {},
  contentType = 'application/json',
) {
  ipCounter++;
  const token = f.token(actor);
  return f.portal.runtime.app.inject({
    method: method as 'GET',
    url,
    remoteAddress: `10.9.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`,
    ...(payload !== undefined ? { payload } : {}),
    headers: {
      origin: TEST_ORIGIN,
      ...(payload !== undefined ? { 'content-type': contentType } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
  });
}

/** The admin, and the route's natural caller (the first non-admin it allows), if any. */
function callersOf(c: RouteCase): Actor[] {
  const natural = c.allow.find((a) => a !== 'admin');
  return natural ? ['admin', natural] : ['admin'];
}

interface Attempt {
  label: string;
  verdict: Verdict;
  run: (actor: Actor) => ReturnType<typeof send>;
}

const inGroups = async <T, R>(items: T[], size: number, work: (t: T) => Promise<R>): Promise<R[]> => {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return out;
};

/** Runs attempts as each caller; returns what broke the rules. */
async function check(key: string, callers: Actor[], attempts: Attempt[]): Promise<string[]> {
  const problems: string[] = [];
  for (const verdict of ['refuse', 'either'] as const) {
    const batch = attempts.filter((a) => a.verdict === verdict).flatMap((a) => callers.map((actor) => ({ a, actor })));
    const before = await eventLogMark(f);
    const answers = await inGroups(batch, 8, ({ a, actor }) => a.run(actor));
    answers.forEach((res, i) => {
      const { a, actor } = batch[i]!;
      const where = `${key} [${a.label}] as ${actor}: ${res.statusCode}`;
      if (res.statusCode >= 500) return problems.push(`${where} ${res.body.slice(0, 200)}`);
      if (verdict === 'refuse' && res.statusCode < 400) return problems.push(`${where} (should be refused)`);
      if (res.statusCode >= 400) {
        let message: unknown;
        try {
          message = res.json().message;
        } catch {
          message = undefined;
        }
        if (!isGerman(message))
          problems.push(
            `${where} message not German: ${JSON.stringify(message)?.slice(0, 160) ?? res.body.slice(0, 160)}`,
          );
      }
      return undefined;
    });
    if (verdict === 'refuse' && (await eventLogMark(f)) !== before) problems.push(`${key}: refused input wrote events`);
  }
  return problems;
}

// Account deletion has neither body nor query; the docs' static files are the Swagger UI's own.
const routes = () => Object.entries(accessTable).filter(([key, c]) => !c.last && !key.startsWith('GET /api/docs'));

describe('bad input', () => {
  it('broken bodies: 4xx with a German message, never 5xx; refused ones write nothing', async () => {
    const problems: string[] = [];
    for (const [key, c] of routes()) {
      if (!c.body) continue;
      const [method] = key.split(' ') as [string];
      // Each caller breaks their own valid sample (a partner's meeting names no partnerId).
      for (const caller of callersOf(c)) {
        const attempts = bodyVariants(c.body(f, caller)).map((v): Attempt => ({
          label: v.label,
          verdict: v.verdict,
          run: (actor) => send(method, urlOf(f, key, c), actor, v.payload, c.headers?.(f), v.contentType),
        }));
        problems.push(...(await check(key, [caller], attempts)));
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('broken query strings: 4xx with a German message, never 5xx', async () => {
    const problems: string[] = [];
    for (const [key, c] of routes()) {
      if (!c.query) continue;
      const [method] = key.split(' ') as [string];
      const attempts = queryVariants(c.query(f)).map((v): Attempt => ({
        label: v.label,
        verdict: v.verdict,
        run: (actor) => send(method, urlOf(f, key, c, v.query), actor),
      }));
      problems.push(...(await check(key, callersOf(c), attempts)));
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('broken ids in the path: refused with a German message, never 5xx', async () => {
    const problems: string[] = [];
    for (const [key, c] of routes()) {
      const [method, path] = key.split(' ') as [string, string];
      if (!path.includes('/:')) continue;
      const body = c.body ? JSON.stringify(c.body(f, 'admin')) : undefined;
      const attempts = pathValues.map(([label, value]): Attempt => ({
        label,
        // An unknown id may be an empty answer (a client without package: null), not an error.
        verdict: label === 'unbekannte UUID' && method === 'GET' ? 'either' : 'refuse',
        run: (actor) =>
          send(method, urlOf(f, key, c, undefined, path.replace(/:[A-Za-z]+/, value)), actor, body, c.headers?.(f)),
      }));
      problems.push(...(await check(key, callersOf(c), attempts)));
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
