import type { Db, Tx } from '../db/kysely';
import type { StoredEvent } from './types';
import type { PersonalFields } from './personal-data';
import type { EventStore } from './store';

/** Turns an event's stored data of `fromVersion` into the shape of `fromVersion + 1`. */
export interface Upcaster {
  type: string;
  fromVersion: number;
  upcast(data: unknown): unknown;
}

/**
 * A read model kept in the append transaction. `apply` must be deterministic (time from the
 * event, never `now()`), so replay builds the same rows; `tables` are the ones it owns.
 */
export interface Projection {
  name: string;
  tables: string[];
  handles: readonly string[];
  apply(tx: Tx, event: StoredEvent): Promise<void>;
}

/**
 * Which realtime rooms may learn of an event, and which query keys it makes stale. `audience` may
 * read the read tables (after commit) to find who is concerned, e.g. a package's partners.
 */
export interface PushRule {
  handles: readonly string[];
  audience(event: StoredEvent, db: Db): string[] | Promise<string[]>;
  keys(event: StoredEvent): unknown[][];
}

/** A job an event causes, enqueued in the append transaction and keyed by the event id. */
export interface EventJob {
  handles: readonly string[];
  queue: string;
  data(event: StoredEvent): object | null;
}

/**
 * Work an event causes inside its own append transaction, on live appends only (never in replay):
 * e.g. erasing a person's keys when their account is deleted.
 */
export interface Reactor {
  handles: readonly string[];
  react(tx: Tx, event: StoredEvent, store: EventStore): Promise<void>;
}

/** What a module contributes to the event store; `server/modules.ts` collects them. */
export interface EventModule {
  name: string;
  /** German past-tense phrase per event type, for activity feeds and the audit log ('Paket angenommen'). */
  labels?: Record<string, string>;
  /** Personal fields per event type, encrypted with their person's key (crypto-shredding). */
  personal?: Record<string, PersonalFields>;
  /** Further key subjects that belong to a person (e.g. their questionnaires), erased with them. */
  erasure?: (tx: Tx, personId: string) => Promise<string[]>;
  reactors?: Reactor[];
  /** How to fold each of the module's stream types into state, for the audit's as-of view. */
  streams?: Record<string, { initialState(): unknown; evolve(state: unknown, event: { type: string; data: unknown }): unknown }>;
  currentVersions?: Record<string, number>;
  upcasters?: Upcaster[];
  projections?: Projection[];
  push?: PushRule[];
  jobs?: EventJob[];
}

export class EventRegistry {
  readonly projections: Projection[] = [];
  readonly push: PushRule[] = [];
  readonly jobs: EventJob[] = [];
  private readonly upcasters = new Map<string, Upcaster>();
  private readonly versions = new Map<string, number>();
  private readonly labels = new Map<string, string>();
  readonly personal = new Map<string, PersonalFields>();
  readonly reactors: Reactor[] = [];
  readonly erasureHooks: NonNullable<EventModule['erasure']>[] = [];
  readonly folds = new Map<string, NonNullable<EventModule['streams']>[string]>();

  constructor(modules: EventModule[] = []) {
    for (const m of modules) this.add(m);
  }

  add(m: EventModule): void {
    for (const [type, v] of Object.entries(m.currentVersions ?? {})) this.versions.set(type, v);
    for (const [type, l] of Object.entries(m.labels ?? {})) this.labels.set(type, l);
    for (const [type, f] of Object.entries(m.streams ?? {})) this.folds.set(type, f);
    for (const [type, f] of Object.entries(m.personal ?? {})) this.personal.set(type, f);
    this.reactors.push(...(m.reactors ?? []));
    if (m.erasure) this.erasureHooks.push(m.erasure);
    for (const u of m.upcasters ?? []) this.upcasters.set(`${u.type}@${u.fromVersion}`, u);
    this.projections.push(...(m.projections ?? []));
    this.push.push(...(m.push ?? []));
    this.jobs.push(...(m.jobs ?? []));
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

  readTables(): string[] {
    return [...new Set(this.projections.flatMap((p) => p.tables))];
  }
}
