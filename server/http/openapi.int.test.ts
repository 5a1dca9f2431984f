import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemo } from '../seed/demo';
import { demoAdmin } from '../seed/demo-accounts';
import { startTestPortal, type TestPortal } from '../testing/harness';
import { DOCS_PREFIX } from './openapi';

interface Operation {
  summary?: string;
  tags?: string[];
  parameters?: { in: string; name: string }[];
  responses?: Record<string, { description?: string }>;
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
}

let portal: TestPortal;
let doc: Document;
beforeAll(async () => {
  portal = await startTestPortal();
  const res = await portal.call('GET', '/api/openapi.json');
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => portal.close());

/** Every /api route Fastify knows, from its own router (not from the document under test). */
function apiRoutes(): { method: string; url: string }[] {
  // printRoutes draws a tree: each line is "<indent>├── <segment> (GET, HEAD)", the indent four
  // characters per level; a route's path is its ancestors' segments plus its own.
  const segments: string[] = [];
  const routes: { method: string; url: string }[] = [];
  for (const line of portal.runtime.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    segments.length = depth;
    segments.push(m[2]!);
    const url = segments.join('');
    if (!url.startsWith('/api/')) continue;
    for (const method of m[3]?.split(', ') ?? []) if (method !== 'HEAD') routes.push({ method, url });
  }
  return routes;
}

const toOpenApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
/** Paths whose parameter is no id: a malformed one answers 400 (documented). */
const NOT_AN_ID = new Set(['/api/calendar/:token.ics']);
const isDocsPage = (url: string) => url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`);

it('is an OpenAPI 3 document with info, paths and both ways to sign in', () => {
  expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
  expect(doc.info.title).toBeTruthy();
  expect(Object.keys(doc.paths).length).toBeGreaterThan(50);
  expect(doc).toMatchObject({
    components: { securitySchemes: { session: { in: 'cookie' }, bearer: { scheme: 'bearer' } } },
  });
});

it('documents every /api route with a tag, a German summary, its path parameters and described answers', () => {
  const routes = apiRoutes().filter((r) => !isDocsPage(r.url));
  expect(routes.length).toBeGreaterThan(50);
  const problems: string[] = [];
  for (const { method, url } of routes) {
    const op = doc.paths[toOpenApiPath(url)]?.[method.toLowerCase()];
    const name = `${method} ${url}`;
    if (!op) {
      problems.push(`${name}: fehlt`);
      continue;
    }
    if (!op.summary?.trim()) problems.push(`${name}: keine summary`);
    if (!op.tags?.length) problems.push(`${name}: kein tag`);
    const responses = Object.entries(op.responses ?? {});
    if (!responses.length || responses.some(([, r]) => !r.description || r.description === 'Default Response'))
      problems.push(`${name}: Antworten ohne Beschreibung`);
    for (const param of url.match(/:(\w+)/g) ?? []) {
      if (!op.parameters?.some((p) => p.in === 'path' && p.name === param.slice(1)))
        problems.push(`${name}: Pfadparameter ${param} fehlt`);
    }
  }
  expect(problems).toEqual([]);
});

it('describes every JSON answer a route succeeds with by its schema (downloads by their type; 204 has none)', () => {
  // Those schemas are what the tests check each answer against (answer-check.ts): a route without
  // one answers unchecked and undocumented.
  const missing: string[] = [];
  for (const [url, ops] of Object.entries(doc.paths)) {
    if (isDocsPage(url) || url === '/api/openapi.json') continue;
    for (const [method, op] of Object.entries(ops)) {
      for (const [status, r] of Object.entries(op.responses ?? {})) {
        if (!status.startsWith('2') || status === '204') continue;
        const content = (r as { content?: Record<string, { schema?: Record<string, unknown> }> }).content ?? {};
        const described = Object.values(content).some(
          (c) => c.schema && ('type' in c.schema || 'anyOf' in c.schema || 'format' in c.schema || '$ref' in c.schema),
        );
        if (!described) missing.push(`${method.toUpperCase()} ${url} ${status}`);
      }
    }
  }
  expect(missing).toEqual([]);
});

it('answers a malformed id in any path as an unknown one, and documents that answer', async () => {
  await seedDemo(portal.runtime.ctx);
  const admin = await portal.signIn(demoAdmin); // passes every role guard, so validation answers
  const problems: string[] = [];
  for (const { method, url } of apiRoutes()) {
    if (!url.includes(':') || isDocsPage(url)) continue;
    const res = await portal.call(method as 'GET', url.replace(/:\w+/g, 'keine-uuid'), { token: admin });
    const documented = doc.paths[toOpenApiPath(url)]?.[method.toLowerCase()]?.responses?.[res.statusCode]?.description;
    const { message } = res.json<{ message: string }>();
    const name = `${method} ${url}: ${res.statusCode} '${message}'`;
    // A route's own 404 text may name more cases than an unknown id ('… (oder nicht im Kreis des Klienten)').
    if (res.statusCode === 404 && !documented?.includes(message.replace(/\.$/, '')))
      problems.push(`${name}, dokumentiert '${documented}'`);
    else if (res.statusCode !== 404 && !NOT_AN_ID.has(url)) problems.push(`${name} statt 404`);
    else if (res.statusCode !== 404 && !documented) problems.push(`${name} undokumentiert`);
  }
  expect(problems).toEqual([]);
  expect(doc.paths['/api/clients/{clientId}/notes']?.get?.responses?.['404']?.description).toBe(
    'Klient nicht gefunden (oder nicht im Kreis des Klienten)',
  );
});

it('documents what a list answers when every query parameter is nonsense', async () => {
  await seedDemo(portal.runtime.ctx);
  const admin = await portal.signIn(demoAdmin);
  const problems: string[] = [];
  for (const [url, ops] of Object.entries(doc.paths)) {
    const names = (ops.get?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    if (!names.length || url.includes('{')) continue;
    const query = names.map((n) => `${n}=${encodeURIComponent("ü'x")}`).join('&');
    const res = await portal.call('GET', `${url}?${query}`, { token: admin });
    if (!ops.get?.responses?.[res.statusCode])
      problems.push(`GET ${url}: ${res.statusCode} '${res.json<{ message?: string }>().message}' undokumentiert`);
  }
  expect(problems).toEqual([]);
});

it('says which routes need a session and what they answer without one', () => {
  const me = doc.paths['/api/auth/me']?.get as Operation & { security?: unknown[] };
  expect(me.security).toEqual([{ session: [] }, { bearer: [] }]);
  expect(me.responses).toHaveProperty('401');
  const health = doc.paths['/api/health']?.get as Operation & { security?: unknown[] };
  expect(health.security).toEqual([]);
});

it('describes request bodies from the zod contracts', () => {
  const create = doc.paths['/api/meetings/create']?.post as Operation & {
    requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
  };
  expect(Object.keys(create.requestBody!.content['application/json']!.schema.properties)).toEqual(
    expect.arrayContaining(['clientId', 'date', 'time', 'duration']),
  );
});

it('zod stays the validator: a bad body still answers with the German message, not a JSON-schema error', async () => {
  const res = await portal.call('POST', '/api/auth/login', { body: { username: 42 } });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).not.toMatch(/must be|body\//);
});

it('serves the docs page as HTML whose scripts are files (the CSP allows no inline script)', async () => {
  const page = await portal.call('GET', DOCS_PREFIX);
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/text\/html/);
  expect(page.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
  expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)|<script(?![^>]*\bsrc=)[^>]*>\s*\S/);
  const init = await portal.call('GET', `${DOCS_PREFIX}/static/swagger-initializer.js`);
  expect(init.statusCode).toBe(200);
  expect(init.headers['content-type']).toMatch(/javascript/);
});
