import { z } from 'zod';
import { choices } from '../../lib/choices';

// Isomorphic: the audit log (admin) and entity histories ('Verlauf').

export const { values: auditEntities, labels: auditEntityLabels } = choices({
  client: 'Klient',
  package: 'Paket',
  meeting: 'Meeting',
  partner: 'Accelerator',
});
export type AuditEntity = (typeof auditEntities)[number];

export const auditQuery = z.object({
  entity: z.enum(auditEntities, { error: 'Unbekannte Art.' }).optional(),
  entityId: z.string().uuid('Ungültige ID.').optional(),
  actorId: z.string().uuid('Ungültige ID.').optional(),
  type: z
    .string()
    .trim()
    .max(60)
    .regex(/^[A-Za-z]*$/, 'Unbekannter Ereignistyp.')
    .optional(),
  from: z.string().datetime({ offset: true, error: 'Ungültiges Datum.' }).optional(),
  to: z.string().datetime({ offset: true, error: 'Ungültiges Datum.' }).optional(),
  /** page backwards: events before this global position */
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).optional().default(50),
});
export type AuditQuery = z.input<typeof auditQuery>;

/** Who caused an event and in answer to what, as the log stores it beside the event (EventMetadata). */
const eventMetadataSchema = z.object({
  actorId: z.string().nullable().optional(),
  actorRole: z.string().nullable().optional(),
  requestId: z.string().nullable().optional(),
  correlationId: z.string().nullable().optional(),
  causationId: z.string().nullable().optional(),
});

/** How a person an event concerns is named in its line ('Betrifft: Julia Hoffmann (Klient)'). */
export const concernRoleLabels: Record<string, string> = {
  user: 'Klient',
  partner: 'Accelerator',
  admin: 'Administrator',
};

/** A person an event concerns (the client, the Accelerator, the account it names), other than who did it. */
const concernSchema = z.object({
  id: z.string(),
  /** 'gelöscht' once the person is erased */
  name: z.string(),
  /** 'Klient', 'Accelerator', 'Administrator'; null when the account is gone */
  roleLabel: z.string().nullable(),
});

export const auditRowSchema = z.object({
  position: z.number().int(),
  eventId: z.string(),
  streamId: z.string(),
  type: z.string(),
  label: z.string(),
  /** 'Paket angenommen von Julia Hoffmann am 12.03.2026 14:05' */
  text: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  actorRole: z.string().nullable(),
  /** whom it concerns besides the actor (issue 32: the lines said what and who, never about whom) */
  concerns: z.array(concernSchema),
  recordedAt: z.string(),
  /** the event's fields, as its type has them (every module's own) */
  data: z.record(z.string(), z.unknown()),
  metadata: eventMetadataSchema,
});
export type AuditRow = z.infer<typeof auditRowSchema>;

export const auditPageSchema = z.object({
  rows: z.array(auditRowSchema),
  /** pass as `before` for the next (older) page; null at the start of the log */
  nextBefore: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export const asOfQuery = z.object({
  asOf: z.string().datetime({ offset: true, error: 'Ungültiges Datum.' }).optional(),
});

export const streamAsOfSchema = z.object({
  streamId: z.string(),
  asOf: z.string(),
  version: z.number().int(),
  /** the stream folded up to `asOf`: each kind of stream has its own state (its module's fold) */
  state: z.unknown(),
});
export type StreamAsOf = z.infer<typeof streamAsOfSchema>;

export const auditKeys = { log: (q: AuditQuery) => ['audit', 'log', q] as const, all: ['audit'] as const };
