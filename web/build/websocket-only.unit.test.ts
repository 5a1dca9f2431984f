import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { websocketOnlyTable } from './websocket-only';

const webDir = path.resolve(import.meta.dirname, '..');
const table = path.resolve(webDir, '../node_modules/engine.io-client/build/esm/transports/index.js');

describe('socket.io with the WebSocket transport only', () => {
  it("replaces engine.io-client's table with one of the same shape, importing the WebSocket the same way", () => {
    const original = fs.readFileSync(table, 'utf8');
    // If the package changes its table (another name, another path), the replacement must follow.
    expect(original).toContain('import { WS } from "./websocket.node.js";');
    expect(original).toMatch(/export const transports = \{\s*websocket: WS,/);
    expect(websocketOnlyTable).toContain('import { WS } from "./websocket.node.js";');
    expect(websocketOnlyTable).not.toMatch(/polling|webtransport|XHR|WT/);
  });

  it('is only safe while the connection asks for the WebSocket alone', () => {
    const connect = fs.readFileSync(path.join(webDir, 'realtime/connect.ts'), 'utf8');
    expect(connect).toContain("transports: ['websocket']");
  });
});
