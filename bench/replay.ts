import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { sql } from 'kysely';
import pg from 'pg';
import { createDb, type Db } from '../server/db/kysely';
import { migrateToLatest } from '../server/db/migrator';
import { EventRegistry, EventStore, replay, type StoredEvent } from '../server/eventstore';
import { copyRate } from '../server/eventstore/copy-rate';
import { sealEvents } from '../server/eventstore/personal-data';
import { eventModules } from '../server/modules';
import { fmt, type BenchResult, type Mode } from './report';
import type { BenchPortal } from './setup';

/** Replay's rate over the rate PostgreSQL hands over the log's columns in order (issue 36 item 3). */
const TARGET = 0.25;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]+/g;

/** A database of its own on the same server: the replay neither sees nor disturbs the live portal. */
async function freshDatabase(portal: BenchPortal): Promise<{ db: Db; url: string; drop(): Promise<void> }> {
  const name = `bench_replay_${process.pid}`;
  const admin = new pg.Client({ connectionString: portal.databaseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(portal.databaseUrl);
  url.pathname = `/${name}`;
  const { db } = createDb(url.toString(), 4);
  await migrateToLatest(db);
  return {
    db,
    url: url.toString(),
    async drop() {
      await db.destroy();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** The portal's own log as the domain reads it (decrypted, upcast): the template to copy. */
async function templateEvents(portal: BenchPortal): Promise<StoredEvent[]> {
  const out: StoredEvent[] = [];
  // In position order, as replay reads: each stream's versions stay in order in the copies.
  const { store } = portal.ctx;
  await store.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (tx) => {
      for (
        let batch = await store.readSnapshot(tx, 0);
        batch.length > 0;
        batch = await store.readSnapshot(tx, batch.at(-1)!.position)
      )
        out.push(...batch);
    });
  // Streams without an id in their name (singletons) cannot be copied without version clashes.
  return out.filter((e) => e.streamId.match(UUID));
}

/** A copied event as `insertEvents` writes it (metadata already JSON). */
interface CopiedEvent {
  streamId: string;
  streamType: string;
  version: number;
  type: string;
  data: unknown;
  metadata: string;
}

/**
 * Writes copied events to the log as the store writes them (personal fields sealed with per-person
 * keys), 1000 to a transaction, without projecting: a replay builds their read rows.
 */
export async function insertEvents(db: Db, store: EventStore, events: CopiedEvent[]): Promise<void> {
  for (let i = 0; i < events.length; i += 1000) {
    const batch = events.slice(i, i + 1000);
    await db.transaction().execute(async (tx) => {
      const sealed = await sealEvents(tx, store.keys, store.registry.personal, batch);
      await tx
        .insertInto('events')
        .values(
          batch.map((e, j) => ({
            event_id: randomUUID(),
            stream_id: e.streamId,
            stream_type: e.streamType,
            version: e.version,
            type: e.type,
            schema_version: store.registry.currentVersion(e.type),
            data: JSON.stringify(sealed[j]!.stored),
            metadata: e.metadata,
          })),
        )
        .execute();
    });
  }
}

/**
 * Copies of the template log, each with fresh ids and e-mail addresses (so unique keys hold),
 * written as the store writes them: personal fields sealed with per-person keys, versions per
 * stream. Real event types and data shapes, made by real commands, without running 200,000
 * commands. Live read tables stay empty: the replay rebuilds into its own schema anyway.
 */
async function generate(db: Db, store: EventStore, template: StoredEvent[], count: number): Promise<void> {
  let written = 0;
  for (let copy = 0; written < count; copy++) {
    const ids = new Map<string, string>();
    const rewrite = (text: string) =>
      text
        .replace(UUID, (id) => ids.get(id) ?? ids.set(id, randomUUID()).get(id)!)
        .replace(EMAIL, (m) => `k${copy}.${m}`);
    const events = template.slice(0, count - written).map((e) => ({
      streamId: rewrite(e.streamId),
      streamType: e.streamType,
      version: e.version,
      type: e.type,
      data: JSON.parse(rewrite(JSON.stringify(e.data))) as unknown,
      metadata: rewrite(JSON.stringify(e.metadata)),
    }));
    await insertEvents(db, store, events);
    written += events.length;
  }
}

/** The baseline: the replay's own read path (batches of 1000 in one snapshot, decrypted), without projecting. */
async function readAll(store: EventStore): Promise<{ events: number; millis: number }> {
  const started = performance.now();
  let events = 0;
  await store.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (tx) => {
      let after = 0;
      for (
        let batch = await store.readSnapshot(tx, after);
        batch.length > 0;
        batch = await store.readSnapshot(tx, after)
      ) {
        events += batch.length;
        after = batch.at(-1)!.position;
      }
    });
  return { events, millis: performance.now() - started };
}

export async function benchReplay(portal: BenchPortal, mode: Mode): Promise<BenchResult> {
  // Short mode stays well inside the CI time box (the whole short run must take under 90 s on 2 cores).
  const count = mode === 'full' ? 200_000 : 10_000;
  const template = await templateEvents(portal);
  if (template.length === 0) throw new Error('Replay: keine Vorlage-Ereignisse');
  const types = new Set(template.map((e) => e.type));
  const target = await freshDatabase(portal);
  try {
    const store = new EventStore(target.db, new EventRegistry(eventModules));
    const genStarted = performance.now();
    await generate(target.db, store, template, count);
    const genMillis = performance.now() - genStarted;
    await sql`ANALYZE events`.execute(target.db);
    const copied = await copyRate(target.url);
    const read = await readAll(store);
    const report = await replay(store);
    if (report.events !== count || read.events !== count)
      throw new Error(`Replay: ${report.events} / ${read.events} statt ${count} Ereignissen`);
    const readRate = (read.events / read.millis) * 1000;
    const copyPerSecond = (copied.events / copied.millis) * 1000;
    const ratio = report.eventsPerSecond / copyPerSecond;
    return {
      name: `Replay of ${fmt(count)} events`,
      ratio,
      baseline: 'COPY of the columns replay reads, in position order, into a byte counter (same run)',
      target: `>= ${TARGET}`,
      met: ratio >= TARGET,
      details: [
        `replay ${fmt(report.eventsPerSecond)} events/s (${fmt(report.millis)} ms rebuilding ${store.registry.readTables().length} read tables)`,
        `COPY of the log ${fmt(copyPerSecond)} events/s (${fmt(copied.millis)} ms, ${fmt(copied.bytes / 1e6, 1)} MB)`,
        `replay's own read path (batches of 1000, decrypted, no projecting) ${fmt(readRate)} events/s (${fmt(read.millis)} ms): ratio ${fmt(report.eventsPerSecond / readRate, 3)}`,
        `phases: creating ${store.registry.readTables().length} scratch tables ${fmt(report.profile.setupMillis)} ms, the log in ${report.profile.chunks} committed chunks and the last transaction ${fmt(report.profile.logMillis)} ms (${fmt((count / report.profile.logMillis) * 1000)} events/s), the summaries ${fmt(report.profile.summaryMillis)} ms`,
        `profile: waiting for the next batch of the log (read ahead while the one before is folded, behind the writes sent before it) ${fmt(report.profile.readMillis)} ms; ${fmt(report.profile.statements)} writes (${fmt(report.profile.statements / count, 2)} per event); projections (ms, events): ${report.profile.projections
          .slice(0, 6)
          .map((p) => `${p.name} ${fmt(p.millis)} (${fmt(p.events)})`)
          .join(', ')}`,
        `load average ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}, ${cpus().length} cores`,
        `log: copies of ${template.length} events of ${types.size} types made by the real commands; generated in ${fmt(genMillis / 1000, 1)} s`,
      ],
    };
  } finally {
    await target.drop();
  }
}
