import type { Db } from '../../server/db/kysely';
import type { EventStore } from '../../server/eventstore';
import { findUsersByIds } from '../identity';
import { currentPackagesActivatedSince, userPackageEventTypes } from '../packages';
import type { Activity, FirstWeekClient } from './contract';

const HOURS_BOOKKEEPING: readonly string[] = ['HoursReserved', 'ReservationReleased', 'HoursConsumed'];

/** What the firm cares to see happen; bookkeeping events (answers saved, hours reserved) stay out. */
const FEED_TYPES = [
  'UserRegistered',
  'ConsultationRequested',
  'QuestionnaireConverted',
  ...userPackageEventTypes.filter((type) => !HOURS_BOOKKEEPING.includes(type)),
  'MeetingPlanned',
  'MeetingCompleted',
  'MeetingCancelled',
  'MeetingNotHeld',
  'MeetingHandedOver',
  'MeetingRescheduled',
  'MilestoneCompleted',
  'PartnerProfileCreated',
  'UserDeleted',
  'UserDeactivated',
];

/** The newest events of the log, in German, with who did it and whom it concerns. */
export async function recentActivities(store: EventStore, limit = 20): Promise<Activity[]> {
  const events = await store.readRecent(limit, FEED_TYPES);
  const subjectOf = (d: Record<string, unknown>) => (d.clientId ?? d.userId ?? null) as string | null;
  const ids = events
    .flatMap((e) => [e.metadata.actorId, subjectOf(e.data as Record<string, unknown>)])
    .filter((x): x is string => typeof x === 'string');
  const people = await findUsersByIds(store.db, ids);
  return events.map((e) => {
    const subject = subjectOf(e.data as Record<string, unknown>);
    const name = (d: Record<string, unknown>) => (typeof d.name === 'string' ? d.name : null);
    return {
      id: e.eventId,
      type: e.type,
      label: store.registry.labelOf(e.type),
      actorName: e.metadata.actorId ? (people.get(e.metadata.actorId)?.name ?? null) : null,
      subjectName: subject
        ? (people.get(subject)?.name ?? name(e.data as Record<string, unknown>) ?? 'gelöscht')
        : null,
      at: e.recordedAt.toISOString(),
    };
  });
}

/** Clients whose current package was activated in the last 7 days (those activations only, by the index user_packages_active_since). */
export async function firstWeekClients(db: Db, now: Date): Promise<FirstWeekClient[]> {
  const fresh = await currentPackagesActivatedSince(db, new Date(now.getTime() - 7 * 24 * 3600_000));
  const people = await findUsersByIds(
    db,
    fresh.map((p) => p.user_id),
  );
  return fresh
    .filter((p) => people.has(p.user_id))
    .map((p) => ({
      id: p.user_id,
      name: people.get(p.user_id)!.name,
      email: people.get(p.user_id)!.email,
      packageName: p.name,
      activatedAt: p.activated_at!.toISOString(),
    }));
}
