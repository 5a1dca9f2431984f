import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { compression } from 'vite-plugin-compression2';
import { germanLocalesOnly } from './build/german-locales.ts';
import { noJsonSchema } from './build/no-json-schema.ts';
import { pureSharedDeclarations } from './build/pure-declarations.ts';
import { websocketOnly } from './build/websocket-only.ts';
import { routeTreeOptions } from './route-tree.ts';

// Paths are absolute so the config works no matter which directory vite is started from
// (the root scripts run `vite --config web/vite.config.ts` from the repository root).
const webDir = path.dirname(fileURLToPath(import.meta.url));
const apiTarget = 'http://127.0.0.1:3000';

export default defineConfig({
  root: webDir,
  // `npm start` builds quietly (a newcomer needs the address, not ~400 asset lines); `npm run build` says all.
  logLevel: process.env.PORTAL_QUIET_BUILD ? 'warn' : 'info',
  plugins: [
    // The router plugin must run before the React plugin.
    tanstackRouter(routeTreeOptions),
    react(),
    vanillaExtractPlugin(),
    // Smaller pages (web/README.md "Bytes"): unread schemas of the shared code and react-aria's other languages left out.
    pureSharedDeclarations(),
    germanLocalesOnly(),
    // socket.io's engine with the one transport the connection uses (build/websocket-only.ts).
    websocketOnly(),
    // zod's JSON Schema generator, which only the server's OpenAPI document uses (build/no-json-schema.ts).
    noJsonSchema(),
    // Brotli and gzip copies next to each asset, made once at build time: the server hands them out by
    // Accept-Encoding (server/http/static-web.ts) instead of compressing on every request.
    compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' }),
  ],
  resolve: {
    // TanStack Form's devtools reporting, which nothing receives: a no-op (build/no-devtools.ts).
    alias: { '@tanstack/devtools-event-client': path.resolve(webDir, 'build/no-devtools.ts') },
  },
  build: {
    outDir: path.resolve(webDir, '../dist/web'),
    emptyOutDir: true,
    // `.vite/manifest.json`: which chunks each route loads, read by the bench (bench/web-size.ts);
    // the server does not serve dot folders.
    manifest: true,
    // A feature's index.ts re-exports all its public parts (web/README.md, 'Feature boundaries'): a
    // route that uses one must not load the others. A feature's modules do nothing on import but
    // define their exports, so an unused one is left out; stylesheets (and vanilla-extract's
    // `*.css.ts`, whose global styles are effects) are always kept.
    rolldownOptions: {
      // React, the router and the query cache load on every page: one chunk instead of ~20 small
      // shared chunks (fewer requests before first paint; one larger file also compresses better).
      output: {
        // Files named by their hash only: every chunk's import list and the entry's preload list of
        // all chunks name them, and a source's name there was bytes on every page (web/README.md
        // "Bytes", fifth round); the manifest still maps sources to files.
        entryFileNames: 'assets/[hash].js',
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: 'assets/[hash][extname]',
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules\/(react|react-dom|scheduler|@tanstack\/(react-router|router-core|history|store|react-store|query-core|react-query))\//,
              priority: 1,
            },
            // The rest of what every page loads before it renders (the entry's static imports): one
            // chunk instead of ~20 small ones, which each cost their own headers and import lists.
            { name: 'app', tags: ['$initial'] },
          ],
        },
      },
      treeshake: {
        moduleSideEffects: [
          { test: /\.css(\.ts)?($|\?)/, sideEffects: true },
          { test: /\/web\/features\/.+\.tsx?$/, external: false, sideEffects: false },
          // The shared code the web imports (contracts, lib/; the pattern also takes web/lib/) only
          // declares: no statement runs for an effect, and its declarations are marked pure
          // (build/pure-declarations.ts). Without this a contract kept an import of each contract it
          // builds schemas from, unread, for load order. A file here must not act on import.
          { test: /\/(modules|lib)\/[^?]+\.ts$/, external: false, sideEffects: false },
          // engine.io-client's entry re-exports every transport; its modules only declare (websocket-only.ts).
          { test: /\/node_modules\/engine\.io-client\//, external: false, sideEffects: false },
        ],
      },
    },
  },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false }, '/socket.io': { target: apiTarget, ws: true } },
  },
});
