import { sql, type RawBuilder } from 'kysely';
import { type EventStore, type StoredEvent } from '../../server/eventstore';
import { unreachable } from '../../lib/unreachable';
import { formatDateTime } from '../../lib/german/format';
import { findUsersByIds } from '../identity';
import type { z } from 'zod';
import { concernRoleLabels, type AuditPage, type AuditRow, type auditQuery } from './contract';

type Query = z.output<typeof auditQuery>;

// The field is written into the SQL (not a parameter): the index is on `data->>'clientId'`, the very expression.
const id = (field: string, value: string) => sql<boolean>`data->>${sql.lit(field)} = ${value}`;

/**
 * Which events concern an entity: its own stream, or events that name it. Each branch is one
 * equality the log has an index for (`0000_baseline`, eventstore: an id with the position; `stream_id` by its
 * unique index), so the branches are searched apart and merged: a Postgres OR of two indexes
 * could not be read in position order, and would fetch every matching event to sort it.
 */
function entityBranches(entity: NonNullable<Query['entity']>, entityId: string) {
  switch (entity) {
    case 'client':
      return [id('clientId', entityId), id('userId', entityId)];
    case 'package':
      return [
        sql<boolean>`stream_id = ${`packages-user-package-${entityId}`}`,
        id('userPackageId', entityId),
        sql<boolean>`stream_id = ${`packages-template-${entityId}`}`,
      ];
    case 'meeting':
      return [sql<boolean>`stream_id = ${`meetings-meeting-${entityId}`}`, id('meetingId', entityId)];
    case 'partner':
      return [
        id('partnerId', entityId),
        sql<boolean>`(${id('userId', entityId)} AND stream_type IN ('partners-profile', 'identity-user'))`,
      ];
    default:
      return unreachable(entity);
  }
}

/**
 * The positions of one page (and one more, to know if an older page follows), newest first. Each
 * branch reads backwards from `before` through its own index until it has enough, so a filtered
 * page costs the page, not the log between its ends.
 */
export function pagePositionsQuery(store: EventStore, q: Query) {
  const branches = q.entity && q.entityId ? entityBranches(q.entity, q.entityId) : [sql<boolean>`true`];
  const branch = (condition: RawBuilder<boolean>) => {
    let query = store.db.selectFrom('events').select('position').where(condition);
    if (q.actorId) query = query.where(sql<boolean>`metadata->>'actorId' = ${q.actorId}`);
    if (q.type) query = query.where('type', '=', q.type);
    if (q.from) query = query.where('recorded_at', '>=', new Date(q.from));
    if (q.to) query = query.where('recorded_at', '<=', new Date(q.to));
    if (q.before) query = query.where('position', '<', q.before);
    return query.orderBy('position', 'desc').limit(q.limit + 1);
  };
  return sql<{ position: number }>`
    SELECT position FROM (${sql.join(
      branches.map((b) => sql`(${branch(b)})`),
      sql` UNION `,
    )}) AS hits ORDER BY position DESC LIMIT ${q.limit + 1}`;
}

/** One page of the log, newest first, each row told in German. */
export async function auditPage(store: EventStore, q: Query): Promise<AuditPage> {
  const positions = (await pagePositionsQuery(store, q).execute(store.db)).rows.map((r) => Number(r.position));
  const page = positions.slice(0, q.limit);
  const events = (await store.readPositions(page)).reverse();
  return { rows: await describe(store, events), nextBefore: positions.length > q.limit ? page.at(-1)! : null };
}

/** The fields by which an event names the people it concerns (the same the entity filter reads). */
const personFields = ['clientId', 'userId', 'partnerId'] as const;

/** The ids of the people an event concerns, the actor left out (they are named as the doer). */
function concernedIds(e: StoredEvent): string[] {
  const data = e.data as Record<string, unknown>;
  const ids = personFields.map((f) => data[f]).filter((v): v is string => typeof v === 'string');
  return [...new Set(ids)].filter((id) => id !== e.metadata.actorId);
}

async function describe(store: EventStore, events: StoredEvent[]): Promise<AuditRow[]> {
  const people = await findUsersByIds(store.db, [
    ...events.map((e) => e.metadata.actorId).filter((x): x is string => typeof x === 'string'),
    ...events.flatMap(concernedIds),
  ]);
  return events.map((e) => {
    const actorName = e.metadata.actorId ? (people.get(e.metadata.actorId)?.name ?? 'gelöscht') : null;
    const concerns = concernedIds(e).map((id) => {
      const person = people.get(id);
      return {
        id,
        name: person?.name ?? 'gelöscht',
        roleLabel: person ? (concernRoleLabels[person.role] ?? null) : null,
      };
    });
    const label = store.registry.labelOf(e.type);
    const by = actorName ? ` von ${actorName}` : e.metadata.actorRole === 'system' ? ' vom System' : '';
    return {
      position: e.position,
      eventId: e.eventId,
      streamId: e.streamId,
      type: e.type,
      label,
      text: `${label}${by} am ${formatDateTime(e.recordedAt).replace(',', '')}`,
      actorId: e.metadata.actorId ?? null,
      actorName,
      actorRole: e.metadata.actorRole ?? null,
      concerns,
      recordedAt: e.recordedAt.toISOString(),
      // Every event type's data is an object of its fields (each module's events.ts).
      data: e.data as Record<string, unknown>,
      metadata: e.metadata,
    };
  });
}
