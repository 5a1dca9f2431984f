import type { Plugin } from 'vite';

// The realtime connection opens with `transports: ['websocket']` (realtime/connect.ts): no long
// polling, no WebTransport. engine.io-client still bundles both, because its socket looks
// transports up by name in one table (`transports/index.js`). In the web build that table holds
// only the WebSocket (web/README.md "Bytes": ~2 kB less on every signed-in page).

const transportTable = /\/engine\.io-client\/build\/esm\/transports\/index\.js$/;

/** The table's code with the WebSocket only (its `.node.js` path: the package's browser field maps it). */
export const websocketOnlyTable =
  'import { WS } from "./websocket.node.js";\nexport const transports = { websocket: WS };\n';

/** Vite plugin: engine.io-client's transport table without polling and WebTransport. */
export function websocketOnly(): Plugin {
  return {
    name: 'portal:websocket-only',
    apply: 'build',
    transform: {
      filter: { id: transportTable },
      handler: () => ({ code: websocketOnlyTable, map: null }),
    },
  };
}
