import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import path from 'node:path';
import type { Server } from 'socket.io';
import { queues, startBoss, transactionalEnqueuer } from '../jobs/boss';
import { dropStaleMails, startEmailWorker } from '../jobs/email';
import { createMailer } from '../jobs/mailer';
import { signedByTheFirm } from '../jobs/firm-sender';
import { firmSignature } from '../modules/invoicing';
import { buildApp, type AppOptions } from './app';
import { startBackupJobs } from './backup/nightly';
import { refuseHalfRestored } from './backup/restore-marker';
import type { Config } from './config';
import type { AppContext } from './context';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { createDb } from './db/kysely';
import { createMetrics } from './metrics';
import { migrateToLatest } from './db/migrator';
import { EventRegistry, EventStore, EventSubscriber } from './eventstore';
import { eventModules, startModules } from './modules';
import {
  attachRealtime,
  closeEndedSockets,
  closeSessionSockets,
  pushEvent,
  type SessionCheck,
} from './realtime/socket';
import { onSessionEnded, publishMfaPolicy, resolveSession, sessionIsLive, sessionsEndedBy } from '../modules/identity';

export interface Runtime {
  app: FastifyInstance;
  ctx: AppContext;
  io: Server;
  boss: PgBoss;
  databaseUrl: string;
  embedded: EmbeddedDatabase | null;
  close(): Promise<void>;
}

interface RuntimeOptions extends AppOptions {
  now?: () => Date;
  log?: (line: string) => void;
  /**
   * E-mails whose command (by `now`) lies further back than this before the real time are not
   * queued (jobs/email.ts `dropStaleMails`): set where a story is seeded with a moved clock.
   * Unset: every mail is sent.
   */
  mailMaxAgeMs?: number;
}

/** The database: DATABASE_URL, or an embedded PostgreSQL whose data stays in DATA_DIR/postgres. */
export async function openDatabase(config: Config): Promise<{ url: string; embedded: EmbeddedDatabase | null }> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, embedded: null };
  const embedded = await startEmbeddedPostgres({
    dir: path.join(config.dataDir, 'postgres'),
    port: config.EMBEDDED_PG_PORT,
    persistent: true,
  });
  return { url: embedded.url, embedded };
}

const rolesText = (roles: readonly string[]) => (roles.length ? roles.join(', ') : 'keine');

/** The log line of a start that changed the two-factor policy of every instance on the database. */
function mfaPolicyChanged(before: readonly string[], now: readonly string[]): string {
  return (
    `Zwei-Faktor-Pflicht (MFA_REQUIRED_ROLES) geändert: bisher ${rolesText(before)}, jetzt ${rolesText(now)}; ` +
    'das gilt für alle Instanzen dieser Datenbank (bitte allen dieselbe Einstellung geben).'
  );
}

/** Everything one app instance runs: database, migrations, jobs, event store, HTTP, realtime. */
export async function startRuntime(config: Config, opts: RuntimeOptions = {}): Promise<Runtime> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const { url, embedded } = await openDatabase(config);
  const { db, pool } = createDb(url);
  await refuseHalfRestored(db).catch(async (e: unknown) => {
    await db.destroy();
    await embedded?.stop();
    throw e;
  });
  await migrateToLatest(db);
  const boss = await startBoss(url, { expireSeconds: config.JOB_EXPIRE_SECONDS });
  const registry = new EventRegistry(eventModules);
  const now = opts.now ?? (() => new Date());
  const maxAge = opts.mailMaxAgeMs === undefined ? undefined : { ms: opts.mailMaxAgeMs, log };
  const enqueue = maxAge ? dropStaleMails(transactionalEnqueuer(boss), now, maxAge) : transactionalEnqueuer(boss);
  const store = new EventStore(db, registry, {
    enqueue,
    productName: config.PRODUCT_NAME,
    publicUrl: config.publicUrl,
  });
  const ctx: AppContext = { config, db, store, now, databaseUrl: url };
  // The follower starts after the app; until then its lag is unknown.
  let following: EventSubscriber | null = null;
  const metrics = createMetrics({
    db,
    pool,
    backupDir: config.backupDir,
    follower: () => following?.checkpoint ?? null,
  });
  const mailer = signedByTheFirm(
    createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.mailFrom,
      mailDir: path.join(config.dataDir, 'mail'),
      log,
      production: config.NODE_ENV === 'production',
    }),
    () => firmSignature(db, config.impressum),
  );
  await startEmailWorker(boss, db, metrics.countingMailer(mailer));
  await startModules(ctx, boss);
  await startBackupJobs(ctx, boss);
  // One two-factor policy for all instances: this start's MFA_REQUIRED_ROLES (modules/identity/mfa/policy.ts).
  const previousMfaRoles = await publishMfaPolicy(ctx);
  if (previousMfaRoles) log(mfaPolicyChanged(previousMfaRoles, config.MFA_REQUIRED_ROLES));

  // The queue is healthy when pg-boss can read its own tables right now.
  const queueHealthy = async () => (await boss.getQueue(queues.email)) !== null;
  // The subscriber's LISTEN connection, as it reports it: lost while the database is away.
  let realtime: 'ok' | 'reconnecting' = 'reconnecting';
  const app = await buildApp(ctx, { ...opts, metrics, queueHealthy, realtimeStatus: () => realtime });
  const io = attachRealtime(app, {
    production: config.NODE_ENV === 'production',
    publicUrl: config.publicUrl,
    resolve: (token) => resolveSession(db, token, ctx.now(), config.sessionMaxAgeMs),
  });
  // A socket whose session ended stops at once: a logout here by its session's room, a password
  // change, deactivation or deletion on any instance by the event; a logout on another instance
  // or an expiry by the sweep each minute.
  const sessionLive: SessionCheck = (id) => sessionIsLive(db, id, ctx.now(), config.sessionMaxAgeMs);
  const stopSessionEnds = onSessionEnded((id) => closeSessionSockets(io, id));
  const socketSweep = setInterval(() => void closeEndedSockets(io, sessionLive).catch(() => {}), 60_000);
  socketSweep.unref();
  const subscriber = new EventSubscriber(
    store,
    url,
    async (e) => {
      const ended = sessionsEndedBy(e);
      if (ended) await closeEndedSockets(io, sessionLive, ended);
      await pushEvent(io, registry, db, e);
    },
    await store.headCheckpoint(),
    (connected) => {
      realtime = connected ? 'ok' : 'reconnecting';
    },
    () => io.engine.clientsCount > 0,
  );
  following = subscriber;
  await subscriber.start();

  let closed = false;
  return {
    app,
    ctx,
    io,
    boss,
    databaseUrl: url,
    embedded,
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(socketSweep);
      stopSessionEnds();
      await subscriber.stop();
      await app.close();
      await boss.stop({ graceful: true, timeout: 5000, wait: true }).catch(() => {});
      mailer.close();
      await db.destroy();
      if (embedded) await embedded.stop();
    },
  };
}
