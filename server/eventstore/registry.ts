import { createHash } from 'node:crypto';
import type { Db, Tx } from '../db/kysely';
import type { NewEvent, Stored, StoredEvent } from './types';
import type { PersonalFields } from './personal-data';
import type { EventPrivacy } from './privacy';
import type { Reaction } from './reactions';
import type { PushIds } from '../../lib/realtime-push';

/** Turns an event's stored data of `fromVersion` into the shape of `fromVersion + 1`. */
export interface Upcaster {
  type: string;
  fromVersion: number;
  upcast(data: unknown): unknown;
}

/**
 * A read model kept in the append transaction. `apply` must be deterministic (time from the
 * event, never `now()`), so replay builds the same rows; `tables` are the ones it owns.
 * `rebuild`, for a table that is a summary of other read tables (tallies, one row per client):
 * the replay does not apply such a projection event by event but fills its tables once, set-based,
 * after every event, from the rebuilt tables it summarises. Its few rows would otherwise be updated
 * hundreds of thousands of times in the replay's one transaction, and every update walks the
 * versions the earlier ones left (none can be cleaned up before the commit).
 */
export interface Projection {
  name: string;
  tables: string[];
  handles: readonly string[];
  apply(tx: Tx, event: StoredEvent): Promise<void>;
  rebuild?(tx: Tx): Promise<void>;
}

/** A projection over a module's event union E: `apply` sees each event with its own data. */
export function defineProjection<E extends NewEvent>(p: {
  name: string;
  tables: string[];
  handles: readonly E['type'][];
  apply(tx: Tx, event: Stored<E>): Promise<void>;
  rebuild?(tx: Tx): Promise<void>;
}): Projection {
  // The registry hands `apply` only the types in `handles`, i.e. events of E.
  return p as Projection;
}

/** Per event type of E, how it changes the read rows. */
type Handlers<E extends NewEvent> = {
  [K in E['type']]: (tx: Tx, event: Stored<Extract<E, { type: K }>>) => Promise<unknown>;
};

/**
 * A projection written as one handler per event type of E: a type without a handler does not
 * compile (what a switch's `unreachable` default checked), and `handles` is the handlers' types.
 */
export function projectionByType<E extends NewEvent>(p: {
  name: string;
  tables: string[];
  on: Handlers<E>;
}): Projection {
  const on = p.on as Record<E['type'], (tx: Tx, event: Stored<E>) => Promise<unknown>>;
  return defineProjection<E>({
    name: p.name,
    tables: p.tables,
    handles: Object.keys(on) as E['type'][],
    apply: async (tx, event) => {
      await on[event.type as E['type']](tx, event);
    },
  });
}

/**
 * Which realtime rooms may learn of an event (the privacy boundary), and which of the ids it names
 * in the clear they may learn with it. `audience` may read the read tables (after commit) to find
 * who is concerned, e.g. a package's partners. What goes stale is not said here: each web feature
 * declares the event types that make its queries stale (`web/realtime/refresh.ts`).
 */
export interface PushRule {
  handles: readonly string[];
  audience(event: StoredEvent, db: Db): string[] | Promise<string[]>;
  ids?(event: StoredEvent): PushIds;
}

/** A push rule over a module's event union E, typed like `defineProjection`. */
export function definePush<E extends NewEvent>(rule: {
  handles: readonly E['type'][];
  audience(event: Stored<E>, db: Db): string[] | Promise<string[]>;
  ids?(event: Stored<E>): PushIds;
}): PushRule {
  return rule as PushRule;
}

/** A push rule for events only the admins learn of (settings, templates, the audit's live tail). */
export function adminPush(handles: readonly string[]): PushRule {
  return { handles, audience: () => ['role:admin'] };
}

/**
 * A push rule for events about one client (`data.clientId`): the client, the admins and the users
 * `circle` finds around the client (their Acceleratoren), with the client's id in the clear.
 */
export function clientPush<E extends NewEvent & { data: { clientId: string } }>(
  handles: readonly E['type'][],
  circle: (db: Db, clientId: string) => Promise<readonly string[]> = async () => [],
): PushRule {
  return definePush<E>({
    handles,
    audience: async ({ data }, db) => [
      `user:${data.clientId}`,
      'role:admin',
      ...(await circle(db, data.clientId)).map((id) => `user:${id}`),
    ],
    ids: (e) => ({ clientId: e.data.clientId }),
  });
}

/** How the audit folds a stream type into state; every module's Decider fits. */
export interface StreamFold {
  streamType: string;
  initialState(): unknown;
  evolve(state: unknown, event: NewEvent): unknown;
}

/** What a module contributes to the event store; `server/modules.ts` collects them. */
export interface EventModule {
  name: string;
  /** German past-tense phrase per event type, for activity feeds and the audit log ('Paket angenommen'). */
  labels?: Record<string, string>;
  /**
   * Per event type, which text fields are personal (encrypted with their person's key:
   * crypto-shredding) and which are plain (`privacyOf`, privacy.ts).
   */
  privacy?: Record<string, EventPrivacy>;
  /** Further key subjects that belong to a person (e.g. their questionnaires), erased with them. */
  erasure?: (tx: Tx, personId: string) => Promise<string[]>;
  /** How to fold the module's stream types into state, for the audit's as-of view. */
  streams?: StreamFold[];
  currentVersions?: Record<string, number>;
  upcasters?: Upcaster[];
  projections?: Projection[];
  push?: PushRule[];
  /** Everything the module's events (or others' it listens to) cause: mails, jobs, erasure. */
  reactions?: Reaction[];
}

export class EventRegistry {
  readonly projections: Projection[] = [];
  readonly push: PushRule[] = [];
  private readonly reactions = new Map<string, Reaction[]>();
  private readonly upcasters = new Map<string, Upcaster>();
  private readonly versions = new Map<string, number>();
  private readonly labels = new Map<string, string>();
  readonly personal = new Map<string, PersonalFields>();
  readonly privacy = new Map<string, EventPrivacy>();
  readonly erasureHooks: NonNullable<EventModule['erasure']>[] = [];
  readonly folds = new Map<string, StreamFold>();

  constructor(modules: EventModule[] = []) {
    for (const m of modules) this.add(m);
  }

  add(m: EventModule): void {
    for (const [type, v] of Object.entries(m.currentVersions ?? {})) this.versions.set(type, v);
    for (const [type, l] of Object.entries(m.labels ?? {})) this.labels.set(type, l);
    for (const f of m.streams ?? []) this.folds.set(f.streamType, f);
    for (const [type, p] of Object.entries(m.privacy ?? {})) {
      this.privacy.set(type, p);
      if (p.personal) this.personal.set(type, p.personal);
    }
    for (const r of m.reactions ?? []) this.reactions.set(r.type, [...(this.reactions.get(r.type) ?? []), r]);
    if (m.erasure) this.erasureHooks.push(m.erasure);
    for (const u of m.upcasters ?? []) this.upcasters.set(`${u.type}@${u.fromVersion}`, u);
    this.projections.push(...(m.projections ?? []));
    this.push.push(...(m.push ?? []));
  }

  /** The reactions to an event type, of every module, in the order the modules were added. */
  reactionsTo(type: string): readonly Reaction[] {
    return this.reactions.get(type) ?? [];
  }

  /** The schema version new events of this type are written with. */
  currentVersion(type: string): number {
    return this.versions.get(type) ?? 1;
  }

  /** Lifts stored data step by step to the current version; old rows are never rewritten. */
  upcast(type: string, schemaVersion: number, data: unknown): { data: unknown; schemaVersion: number } {
    let v = schemaVersion;
    let d = data;
    for (let u = this.upcasters.get(`${type}@${v}`); u; u = this.upcasters.get(`${type}@${v}`)) {
      d = u.upcast(d);
      v += 1;
    }
    return { data: d, schemaVersion: v };
  }

  /** The German phrase for an event type; the type itself when a module gave none. */
  labelOf(type: string): string {
    return this.labels.get(type) ?? type;
  }

  /** The event schema versions in force: a snapshot folded under others is not read (snapshots.ts). */
  schemaFingerprint(): string {
    const versions = [...this.versions].map(([type, v]) => `${type}@${v}`).sort();
    return createHash('sha256').update(versions.join(',')).digest('hex').slice(0, 12);
  }

  readTables(): string[] {
    return [...new Set(this.projections.flatMap((p) => p.tables))];
  }
}
