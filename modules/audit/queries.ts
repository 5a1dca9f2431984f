import { sql } from 'kysely';
import { type EventStore, type StoredEvent } from '../../server/eventstore';
import { unreachable } from '../../lib/unreachable';
import { formatDateTime } from '../../lib/german/format';
import { findUsersByIds } from '../identity';
import type { z } from 'zod';
import type { AuditPage, AuditRow, auditQuery } from './contract';

type Query = z.output<typeof auditQuery>;

/** Which events concern an entity: its own stream, or events that name it. */
function entityCondition(entity: NonNullable<Query['entity']>, id: string) {
  switch (entity) {
    case 'client':
      return sql<boolean>`(data->>'clientId' = ${id} OR data->>'userId' = ${id})`;
    case 'package':
      return sql<boolean>`(stream_id = ${`packages-user-package-${id}`} OR data->>'userPackageId' = ${id} OR stream_id = ${`packages-template-${id}`})`;
    case 'meeting':
      return sql<boolean>`(stream_id = ${`meetings-meeting-${id}`} OR data->>'meetingId' = ${id})`;
    case 'partner':
      return sql<boolean>`(data->>'partnerId' = ${id} OR (data->>'userId' = ${id} AND stream_type IN ('partners-profile', 'identity-user')))`;
    default:
      return unreachable(entity);
  }
}

/** One page of the log, newest first, each row told in German. */
export async function auditPage(store: EventStore, q: Query): Promise<AuditPage> {
  let query = store.db.selectFrom('events').select('position');
  if (q.entity && q.entityId) query = query.where(entityCondition(q.entity, q.entityId));
  if (q.actorId) query = query.where(sql<boolean>`metadata->>'actorId' = ${q.actorId}`);
  if (q.type) query = query.where('type', '=', q.type);
  if (q.from) query = query.where('recorded_at', '>=', new Date(q.from));
  if (q.to) query = query.where('recorded_at', '<=', new Date(q.to));
  if (q.before) query = query.where('position', '<', q.before);
  const positions = (
    await query
      .orderBy('position', 'desc')
      .limit(q.limit + 1)
      .execute()
  ).map((r) => Number((r as { position: number }).position));
  const page = positions.slice(0, q.limit);
  const events = (await store.readPositions(page)).reverse();
  return { rows: await describe(store, events), nextBefore: positions.length > q.limit ? page.at(-1)! : null };
}

async function describe(store: EventStore, events: StoredEvent[]): Promise<AuditRow[]> {
  const people = await findUsersByIds(
    store.db,
    events.map((e) => e.metadata.actorId).filter((x): x is string => typeof x === 'string'),
  );
  return events.map((e) => {
    const actorName = e.metadata.actorId ? (people.get(e.metadata.actorId)?.name ?? 'gelöscht') : null;
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
      recordedAt: e.recordedAt.toISOString(),
      data: e.data,
      metadata: e.metadata,
    };
  });
}
