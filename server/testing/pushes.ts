import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import type { FastifyInstance } from 'fastify';
import type { PushMessage } from '../realtime/socket';
import { TEST_ORIGIN } from './harness';

// Realtime seen from outside: socket.io clients that collect the pushes the server sends them.

/** Where a listening app answers. */
export const baseUrlOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

interface Session {
  /** The session token; none for an anonymous socket. */
  token?: string;
  /** The web sends its session cookie; other clients put the token in the handshake's auth. */
  via?: 'auth' | 'cookie';
  /** Let the client reconnect on its own, as the browser's does (off: a lost socket stays lost). */
  reconnect?: boolean;
}

/** The sockets of one test file, each collecting its pushes; `closeAll` in afterAll. */
export function pushListeners() {
  const sockets: Socket[] = [];
  return {
    /** Connects to `base`; answers the pushes received, filled as they come, or the refusal. */
    async open(base: string, session: Session = {}): Promise<PushMessage[]> {
      return (await this.connect(base, session)).pushes;
    },
    /** As `open`, with the socket itself (to see whether the server closed it). */
    connect(
      base: string,
      { token, via = 'auth', reconnect = false }: Session = {},
    ): Promise<{ socket: Socket; pushes: PushMessage[] }> {
      const socket = connect(base, {
        transports: ['websocket'],
        ...(reconnect ? {} : { reconnection: false }),
        extraHeaders: { origin: TEST_ORIGIN, ...(token && via === 'cookie' ? { cookie: `session=${token}` } : {}) },
        ...(token && via === 'auth' ? { auth: { token } } : {}),
      });
      sockets.push(socket);
      const pushes: PushMessage[] = [];
      socket.on('changes', (m: PushMessage) => pushes.push(m));
      return new Promise((resolve, reject) => {
        socket.once('connect', () => resolve({ socket, pushes }));
        socket.once('connect_error', reject);
      });
    },
    closeAll(): void {
      for (const s of sockets) s.disconnect();
    },
  };
}

/** Waits until `check` holds or `ms` pass; the test's expectations then say what is missing. */
export async function settled(check: () => boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
}
