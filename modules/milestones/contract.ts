import { z } from 'zod';
import { oneLineOnly, optionalText } from '../../lib/german/text';
import type { TemplateEvent, PlanEvent } from './events';

// Isomorphic: milestone schemas, labels and query keys.

/** A step of the plan every client gets when a package is activated; admins edit it. */
export const milestoneTemplateItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  order: z.number().int(),
  requiresPartner: z.boolean(),
});
export type MilestoneTemplateItem = z.infer<typeof milestoneTemplateItemSchema>;

/** A step of one client's plan: the template's step as copied, and how far it is. */
export const milestoneSchema = milestoneTemplateItemSchema.extend({
  completed: z.boolean(),
  completedAt: z.string().nullable(),
  completedBy: z.string().nullable(),
  completedByName: z.string().nullable(),
  notes: z.string().nullable(),
});
export type Milestone = z.infer<typeof milestoneSchema>;

export const milestoneItemRequest = z.object({
  name: oneLineOnly(
    z
      .string({ error: 'Bitte geben Sie einen Namen ein.' })
      .trim()
      .min(1, 'Bitte geben Sie einen Namen ein.')
      .max(120, 'Höchstens 120 Zeichen.'),
  ),
  description: optionalText(1000),
  order: z.coerce.number().int().min(1).max(100).optional(),
  requiresPartner: z.boolean().optional().default(false),
});

export const completeMilestoneRequest = z.object({
  userId: z.string().uuid('Ungültiger Klient.').optional(),
  notes: optionalText(2000),
});

export const milestoneMessages = {
  current: 'Aktuell',
  completed: 'Meilenstein abgeschlossen',
  completeFailed: 'Der Meilenstein konnte nicht abgeschlossen werden.',
  needsPartner: 'Diesen Meilenstein schließt Ihr Accelerator mit Ihnen ab.',
  noPlan: 'Ihr Meilensteinplan entsteht, sobald Ihr Paket aktiviert ist.',
} as const;

/** The first open milestone in order is the current one. */
export function currentMilestoneId(milestones: Pick<Milestone, 'id' | 'order' | 'completed'>[]): string | null {
  return [...milestones].sort((a, b) => a.order - b.order).find((m) => !m.completed)?.id ?? null;
}

/** Completed share, rounded to a whole percent. */
export function progressPercent(milestones: Pick<Milestone, 'completed'>[]): number {
  return milestones.length ? Math.round((milestones.filter((m) => m.completed).length / milestones.length) * 100) : 0;
}

export const milestoneKeys = {
  mine: ['milestones', 'mine'] as const,
  ofUser: (userId: string) => ['milestones', 'user', userId] as const,
  template: ['milestones', 'template'] as const,
};

// The event types of this module, for the web's refresh declarations (`web/realtime/refresh.ts`).
export type MilestoneTemplateEventType = TemplateEvent['type'];
export type MilestonePlanEventType = PlanEvent['type'];
