import type { AuditRow } from '../../../../modules/audit/contract';

// Pure helpers over the log's rows (unit-tested): which package or meeting a row concerns, and the
// event types and actors a filter can offer.

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const packageStream = new RegExp(`^packages-user-package-(${uuid})$`);
const meetingStream = new RegExp(`^meetings-meeting-(${uuid})$`);

function field(data: unknown, name: string): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const value = (data as Record<string, unknown>)[name];
  return typeof value === 'string' && new RegExp(`^${uuid}$`).test(value) ? value : null;
}

/** The user package a row concerns: its own stream, or an event that names it. */
export function packageIdOf(row: Pick<AuditRow, 'streamId' | 'data'>): string | null {
  return packageStream.exec(row.streamId)?.[1] ?? field(row.data, 'userPackageId');
}

export function meetingIdOf(row: Pick<AuditRow, 'streamId' | 'data'>): string | null {
  return meetingStream.exec(row.streamId)?.[1] ?? field(row.data, 'meetingId');
}

export interface Choice {
  id: string;
  label: string;
}

/** The event types among the rows (plus the chosen one, so it stays pickable), by label. */
export function typeChoices(rows: Pick<AuditRow, 'type' | 'label'>[], chosen?: string): Choice[] {
  const byType = new Map<string, string>();
  for (const r of rows) byType.set(r.type, r.label);
  if (chosen && !byType.has(chosen)) byType.set(chosen, chosen);
  return [...byType].map(([id, label]) => ({ id, label })).sort((a, b) => a.label.localeCompare(b.label, 'de'));
}

/** The people who acted in the rows (plus the chosen one), by name. */
export function actorChoices(
  rows: Pick<AuditRow, 'actorId' | 'actorName'>[],
  chosen?: { id: string; label: string },
): Choice[] {
  const byId = new Map<string, string>();
  for (const r of rows) if (r.actorId) byId.set(r.actorId, r.actorName ?? 'Unbekannt');
  if (chosen && !byId.has(chosen.id)) byId.set(chosen.id, chosen.label);
  return [...byId].map(([id, label]) => ({ id, label })).sort((a, b) => a.label.localeCompare(b.label, 'de'));
}

/** Whom a row concerns, in German ('Betrifft: Julia Hoffmann (Klient)'), or null when only its actor. */
export function concernsText(concerns: AuditRow['concerns']): string | null {
  if (concerns.length === 0) return null;
  const named = concerns.map((c) => (c.roleLabel ? `${c.name} (${c.roleLabel})` : c.name));
  return `Betrifft: ${named.join(', ')}`;
}

/** The raw event as readable JSON (shown as text, never as markup). */
export function rawEvent(row: AuditRow): string {
  const { position, eventId, streamId, type, recordedAt, data, metadata } = row;
  return JSON.stringify({ position, eventId, streamId, type, recordedAt, data, metadata }, null, 2);
}
