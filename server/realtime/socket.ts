import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import type { Db } from '../db/kysely';
import type { EventRegistry, StoredEvent } from '../eventstore';
import { sessionCookieName, type ResolvedSession } from '../http/session-cookie';
import type { ChangesPush } from '../../lib/realtime-push';

/** One push on `changes` (`lib/realtime-push.ts`): the event's type, position and the ids its audience may learn. */
export type PushMessage = ChangesPush;

/**
 * socket.io on Fastify's HTTP server. A socket is let in only with a valid session (cookie, or
 * `auth.token` for API clients) from our own origin, and joins `user:{id}` and `role:{role}`.
 */
export function attachRealtime(
  app: FastifyInstance,
  opts: { production: boolean; publicUrl: string; resolve: (token: string) => Promise<ResolvedSession | null> },
): Server {
  const ownOrigin = new URL(opts.publicUrl).origin;
  const io = new Server(app.server, {
    transports: ['websocket'],
    serveClient: false,
    allowRequest: (req, callback) => {
      const origin = req.headers.origin;
      const own = `http://${req.headers.host ?? ''}`;
      callback(
        null,
        origin === undefined || origin === ownOrigin || origin === own || origin === own.replace('http:', 'https:'),
      );
    },
  });
  io.use((socket, next) => {
    const cookies = app.parseCookie(socket.request.headers.cookie ?? '');
    const authToken = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    const token = typeof authToken === 'string' ? authToken : cookies[sessionCookieName(opts.production)];
    if (!token) return next(new Error('Nicht authentifiziert'));
    opts
      .resolve(token)
      .then((s) => {
        if (!s) return next(new Error('Nicht authentifiziert'));
        socket.data.user = s.user;
        socket.data.sessionId = s.sessionId;
        void socket.join([`user:${s.user.id}`, `role:${s.user.role}`, `session:${s.sessionId}`]);
        next();
      })
      .catch(() => next(new Error('Nicht authentifiziert')));
  });
  app.addHook('onClose', async () => {
    await io.close();
  });
  return io;
}

/**
 * Sends each event to the rooms its module's push rules allow, with its type and the ids that
 * rule lets them learn. The web's features decide from the type which of their queries go stale.
 */
export async function pushEvent(io: Server, registry: EventRegistry, db: Db, event: StoredEvent): Promise<void> {
  for (const rule of registry.push) {
    if (!rule.handles.includes(event.type)) continue;
    const rooms = await rule.audience(event, db);
    if (rooms.length === 0) continue;
    const message: PushMessage = { type: event.type, position: event.position, ids: rule.ids?.(event) ?? {} };
    io.to(rooms).emit('changes', message);
  }
}

/** Whether a session (by id) still lets its user in; the identity module answers it. */
export type SessionCheck = (sessionId: string) => Promise<boolean>;

/**
 * Closes this instance's sockets (of one user's room, or all) whose session no longer lets
 * them in: a socket is checked at its handshake only, so without this it would outlive a
 * logout, a password change, a deactivation or a deletion and go on receiving pushes.
 */
export async function closeEndedSockets(io: Server, isLive: SessionCheck, userId?: string): Promise<void> {
  const sockets = await (userId ? io.in(`user:${userId}`) : io).local.fetchSockets();
  for (const socket of sockets) {
    const sessionId = (socket.data as { sessionId?: string }).sessionId;
    if (!sessionId || !(await isLive(sessionId))) socket.disconnect(true);
  }
}

/** Closes the sockets of a session that ended on this instance (a logout), at once. */
export function closeSessionSockets(io: Server, sessionId: string): void {
  io.in(`session:${sessionId}`).local.disconnectSockets(true);
}
