import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { registerWebApp } from '../server/http/static-web';
import { fmt, type BenchResult } from './report';

const BUDGET_KB = 170;

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, Chunk>;

/**
 * The pages judged, as the route files they render (TanStack Router's autoCodeSplitting gives each
 * route's component, with its loader, a chunk of its own: see `routeChunk`). `/admin` renders the `_app`
 * layout and the admin dashboard; the `_admin` guard has no component and lives in the entry.
 * `signedIn`: the entry loads the realtime connection once someone is signed in, so it counts there.
 */
const pages: { name: string; routes: string[]; signedIn: boolean }[] = [
  { name: '/login', routes: ['routes/login.tsx'], signedIn: false },
  {
    name: '/admin',
    routes: ['routes/_app.tsx', 'routes/_app/_admin/admin.index.tsx'],
    signedIn: true,
  },
];
/** The realtime connection's chunk (socket.io-client and the bridge), loaded on sign-in. */
const realtimeModule = 'realtime/connect.ts';

/**
 * Lazy chunks that load on a user's first use, not when a page renders: the user menu's popup, the
 * phone drawer (both on press), the Safari debug panel, the sign-in's later steps. Reported, not counted; any other dynamic
 * import of a page is counted as if it loaded right away.
 */
const onFirstUse = [
  'components/layout/UserMenuPopover.tsx',
  'components/layout/MobileDrawer.tsx',
  'components/debug/DebugPanel.tsx',
  // Only for a client who has not agreed to the current texts.
  'components/legal/TermsUpdateDialog.tsx',
  // The sign-in's second step (accounts with two-factor sign-in, after the password) and a reset link's form.
  'features/auth/components/SecondStepForm.tsx',
  'features/auth/components/ForcedEnrolment.tsx',
  'features/auth/components/ResetPasswordForm.tsx',
  // Every feature's refresh declaration (with the contracts they name): loaded with the first push.
  'realtime/refresh-registry.ts',
];

/** The manifest key of the chunk holding a route file's component (`…?tsr-split=component---loader`). */
function routeChunk(manifest: Manifest, file: string): string {
  const key = Object.keys(manifest).find(
    (k) => k.startsWith(`${file}?tsr-split=`) && k.split('tsr-split=')[1]!.split('---').includes('component'),
  );
  if (!key) throw new Error(`Web: kein Komponenten-Chunk für ${file} im Manifest`);
  return key;
}

/**
 * Builds the web app into a temp folder with a manifest: the shared dist/web, which e2e runs serve,
 * stays untouched. `extra`: more options for vite (`--sourcemap` for `web-attribution.ts`).
 */
export async function build(outDir: string, extra: string[] = []): Promise<void> {
  const vite = path.resolve('node_modules/.bin/vite');
  await promisify(execFile)(
    vite,
    ['build', '--config', 'web/vite.config.ts', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn', ...extra],
    { maxBuffer: 16 * 1024 * 1024 },
  );
}

export const manifestOf = (outDir: string): Manifest =>
  JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;

/**
 * What the server really sends for each script chunk, asked the way Chromium asks (the build's
 * pre-compressed copies, by Accept-Encoding): bytes on the wire, not a size the bench computes itself.
 */
async function bytesOnTheWire(outDir: string, manifest: Manifest): Promise<Map<string, number>> {
  const app = Fastify();
  await registerWebApp(app, outDir);
  const sizes = new Map<string, number>();
  try {
    for (const [key, chunk] of Object.entries(manifest)) {
      if (!chunk.file.endsWith('.js')) continue;
      const res = await app.inject({
        url: `/${chunk.file}`,
        headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
      });
      if (res.statusCode !== 200) throw new Error(`Web: ${chunk.file} antwortet ${res.statusCode}`);
      sizes.set(key, res.rawPayload.length);
    }
  } finally {
    await app.close();
  }
  return sizes;
}

/** Chunks loaded with `keys`: their static imports, transitively; with `lazy`, also what they import dynamically. */
function closure(manifest: Manifest, keys: string[], lazy: boolean): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Web: ${key} fehlt im Manifest`);
    seen.add(key);
    for (const k of chunk.imports ?? []) visit(k);
    // Not the entry's: its dynamic imports are every route of the app (route chunks import the entry).
    if (lazy && !chunk.isEntry) for (const k of chunk.dynamicImports ?? []) if (!onFirstUse.includes(k)) visit(k);
  };
  for (const k of keys) visit(k);
  return seen;
}

/**
 * The chunks each judged page loads: `base` (the entry and its static imports), `initial` (with the
 * route chunks' static imports), `all` (what the bench counts: also what they import lazily right
 * away, and the realtime connection on a signed-in page) and `firstUse` (reported, not counted).
 * The bench and `web-attribution.ts` read the same sets.
 */
export function pageChunks(manifest: Manifest) {
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry) throw new Error('Web: kein Einstiegs-Chunk im Manifest');
  // The entry's dynamic imports are every route: only its static closure loads on every page.
  const base = closure(manifest, [entry], false);
  const realtimeChunk = Object.keys(manifest).find((k) => k.endsWith(realtimeModule)) ?? realtimeModule;
  for (const k of [realtimeChunk, ...onFirstUse])
    if (!manifest[k]) throw new Error(`Web: ${k} fehlt im Manifest (umbenannt? bench/web-size.ts anpassen)`);
  return pages.map(({ name, routes: files, signedIn }) => {
    const routes = files.map((f) => routeChunk(manifest, f));
    const initial = new Set([...base, ...closure(manifest, routes, false)]);
    const loaded = [...routes, ...(signedIn ? [realtimeChunk] : [])];
    // The page's components may lazily load more right away (the dashboard's chart): counted too.
    const all = new Set([...initial, ...closure(manifest, loaded, true)]);
    const firstUse = [
      ...closure(
        manifest,
        loaded.flatMap((r) => (manifest[r]!.dynamicImports ?? []).filter((k) => onFirstUse.includes(k))),
        true,
      ),
    ].filter((k) => !all.has(k));
    return { name, base, initial, all, firstUse };
  });
}

/**
 * `built`: measure that build (`npm test` passes dist/web, which its e2e step has just built: one
 * build less); otherwise a fresh build into a temp folder.
 */
export async function benchWebSize(built?: string): Promise<BenchResult[]> {
  const outDir = built ?? fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-web-'));
  try {
    if (!built) await build(outDir);
    const manifest = manifestOf(outDir);
    // JS only: the brief is about script weight; stylesheets are counted by nobody here.
    const wire = await bytesOnTheWire(outDir, manifest);
    const gz = (key: string) => (wire.get(key) ?? 0) / 1024;
    const chunks = pageChunks(manifest);
    const base = chunks[0]!.base;
    const baseKb = [...base].reduce((s, k) => s + gz(k), 0);
    return chunks.map(({ name, initial, all, firstUse }) => {
      const sum = (s: Set<string>) => [...s].reduce((t, k) => t + gz(k), 0);
      const total = sum(all);
      const lazyOnly = [...all].filter((k) => !initial.has(k)).map((k) => `${manifest[k]!.file} ${fmt(gz(k), 1)} kB`);
      return {
        name: `Web: JS over the wire for ${name}`,
        ratio: total / BUDGET_KB,
        baseline: `the ${BUDGET_KB} kB budget`,
        target: `<= ${BUDGET_KB} kB`,
        met: total <= BUDGET_KB,
        details: [
          `${fmt(total, 1)} kB (brotli, as served) in ${all.size} chunks (initial ${fmt(sum(initial), 1)} kB; entry and its static imports ${fmt(baseKb, 1)} kB)`,
          ...(lazyOnly.length ? [`loaded lazily after render: ${lazyOnly.join(', ')}`] : []),
          ...(firstUse.length
            ? [`on first use (not counted): ${fmt(sum(new Set(firstUse)), 1)} kB in ${firstUse.length} chunks`]
            : []),
        ],
      };
    });
  } finally {
    if (!built) fs.rmSync(outDir, { recursive: true, force: true });
  }
}
