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

export interface AuditRow {
  position: number;
  eventId: string;
  streamId: string;
  type: string;
  label: string;
  /** 'Paket angenommen von Julia Hoffmann am 12.03.2026 14:05' */
  text: string;
  actorId: string | null;
  actorName: string | null;
  actorRole: string | null;
  recordedAt: string;
  data: unknown;
  metadata: unknown;
}

export interface AuditPage {
  rows: AuditRow[];
  /** pass as `before` for the next (older) page; null at the start of the log */
  nextBefore: number | null;
}

export const asOfQuery = z.object({
  asOf: z.string().datetime({ offset: true, error: 'Ungültiges Datum.' }).optional(),
});

export interface StreamAsOf {
  streamId: string;
  asOf: string;
  version: number;
  state: unknown;
}

export const auditKeys = { log: (q: AuditQuery) => ['audit', 'log', q] as const, all: ['audit'] as const };
