import type { FastifyInstance } from 'fastify';
import type { SeedClock } from './clock';

/** Someone who uses the portal: their address, and their login once they have one. */
export interface Actor {
  label: string;
  ip: string;
  email?: string;
  password?: string;
  token?: string;
  /** Until when the session holds, as the portal renews it (30 days, renewed once fewer than 15 are left). */
  validUntil?: number;
  /** A sign-in under way (several stories may find the same session expired at once). */
  signingIn?: Promise<void>;
  /** The account once the story has made it: what the in-process mode acts as (`in-process.ts`). */
  account?: { id: string; role: 'admin' | 'partner' | 'user' };
}

const SESSION_DAYS = 30 * 24 * 3600_000;
const RENEW_WHEN_LEFT = 15 * 24 * 3600_000;

class SeedApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'SeedApiError';
  }
}

/**
 * The portal's HTTP API as its users call it, in process (`app.inject`): from the public origin,
 * from the actor's own address, with the actor's session as bearer token, at a moment of the
 * story. A session that has run out (30 days without use) is renewed by signing in again.
 */
export class SeedApi {
  calls = 0;

  constructor(
    private readonly app: FastifyInstance,
    private readonly clock: SeedClock,
    private readonly origin: string,
  ) {}

  async call<T = unknown>(
    at: number,
    actor: Actor,
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    // A session that ran out by this moment: sign in first, as a person coming back would.
    if (
      actor.password &&
      actor.token &&
      actor.validUntil !== undefined &&
      at >= actor.validUntil &&
      url !== '/api/auth/login'
    ) {
      await this.signIn(at, actor);
    }
    let token = actor.token;
    let res = await this.send(at, actor, method, url, body, headers, token);
    // Twice at most: a sign-in another story made at its own moment may not hold at this one.
    for (
      let attempt = 0;
      attempt < 2 && res.statusCode === 401 && actor.password && url !== '/api/auth/login';
      attempt++
    ) {
      if (actor.token === token) await this.signIn(at, actor);
      token = actor.token;
      res = await this.send(at, actor, method, url, body, headers, token);
    }
    if (token && res.statusCode < 400 && (actor.validUntil ?? 0) - at < RENEW_WHEN_LEFT)
      actor.validUntil = at + SESSION_DAYS;
    if (res.statusCode >= 400)
      throw new SeedApiError(
        res.statusCode,
        `${method} ${url} als ${actor.label}: ${res.statusCode} ${res.body.slice(0, 300)}`,
      );
    return (res.body ? JSON.parse(res.body) : null) as T;
  }

  /** Signs in (once, however many stories ask at the same time) and keeps the token on the actor. */
  async signIn(at: number, actor: Actor): Promise<void> {
    actor.signingIn ??= this.call<{ token: string }>(at, { ...actor, token: undefined }, 'POST', '/api/auth/login', {
      username: actor.email,
      password: actor.password,
    })
      .then((r) => {
        actor.token = r.token;
        actor.validUntil = at + SESSION_DAYS;
      })
      .finally(() => {
        actor.signingIn = undefined;
      });
    await actor.signingIn;
  }

  private send(
    at: number,
    actor: Actor,
    method: string,
    url: string,
    body: unknown,
    headers: Record<string, string>,
    token: string | undefined,
  ) {
    this.calls++;
    // inject() answers a lazy thenable: awaited here, the request starts inside the moment's context.
    return this.clock.run(
      at,
      async () =>
        await this.app.inject({
          method: method as 'GET',
          url,
          remoteAddress: actor.ip,
          payload: body as object | undefined,
          headers: {
            origin: this.origin,
            'user-agent': 'Mozilla/5.0 (Seed) Firefox/128.0',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...headers,
          },
        }),
    );
  }
}
