import { z } from 'zod';
import { wholeNumber } from '../../../lib/whole-number';
import { cents, invoiceBalanceFields } from './money';

// Dunning (issue 31, item 5): the levels, the firm's days for them, and the open items.

/** 1 'Zahlungserinnerung', 2 '1. Mahnung', 3 '2. Mahnung'; 0: none sent yet. */
export const dunningLevels = [1, 2, 3] as const;
export type DunningLevel = (typeof dunningLevels)[number];
export const dunningLevelLabels: Record<DunningLevel | 0, string> = {
  0: 'Keine',
  1: 'Zahlungserinnerung',
  2: '1. Mahnung',
  3: '2. Mahnung',
};

/** Days after the due date from which each level may go out (README: why 7, 21, 35). */
export interface DunningSchedule {
  reminderDays: number;
  firstDunningDays: number;
  secondDunningDays: number;
}
export const DEFAULT_DUNNING_SCHEDULE: DunningSchedule = {
  reminderDays: 7,
  firstDunningDays: 21,
  secondDunningDays: 35,
};
export const scheduleDays = (s: DunningSchedule): Record<DunningLevel, number> => ({
  1: s.reminderDays,
  2: s.firstDunningDays,
  3: s.secondDunningDays,
});

const days = (what: string) =>
  wholeNumber(0, 365, `Bitte geben Sie für ${what} eine ganze Zahl von Tagen nach Fälligkeit an (0 bis 365).`);

/** GET/PUT /api/settings/dunning: each level later than the one before. */
export const dunningSettings = z
  .object({
    reminderDays: days('die Zahlungserinnerung'),
    firstDunningDays: days('die 1. Mahnung'),
    secondDunningDays: days('die 2. Mahnung'),
  })
  .refine((s) => s.reminderDays < s.firstDunningDays && s.firstDunningDays < s.secondDunningDays, {
    message: 'Jede Mahnstufe muss später kommen als die vorige (Zahlungserinnerung < 1. Mahnung < 2. Mahnung).',
    path: ['firstDunningDays'],
  });
export const dunningSettingsAnswer = z.object({
  reminderDays: z.number().int(),
  firstDunningDays: z.number().int(),
  secondDunningDays: z.number().int(),
  saved: z.boolean(),
});

/** What is owed beside the invoice once the client is in default (§ 288 BGB), as of a day. */
export const defaultClaimSchema = z.object({
  /** a business client (company): the flat fee of § 288 Abs. 5 BGB, else 0 */
  feeCents: cents,
  /** default interest so far; null when a half-year's Basiszinssatz is not in the table */
  interestCents: cents.nullable(),
  /** percentage points over the Basiszinssatz: 9 for business clients, 5 for consumers */
  interestPoints: z.number().int(),
  /** the first day of default (null: not in default yet) */
  defaultFrom: z.string().nullable(),
  /** why the interest is not computed ('Basiszinssatz für das 2. Halbjahr 2026 fehlt …') */
  interestNote: z.string().nullable(),
});
export type DefaultClaim = z.infer<typeof defaultClaimSchema>;

/**
 * One open item in GET /api/invoices/open-items: an invoice not paid in full, or (`credit`) one that
 * holds more than it asks (overpaid, or cancelled with money on it): the client's credit, its
 * `openCents` negative, no level to send, until refunded.
 */
export const openItemSchema = z.object({
  invoiceId: z.string(),
  credit: z.boolean(),
  number: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  business: z.boolean(),
  issuedOn: z.string(),
  dueOn: z.string(),
  ...invoiceBalanceFields,
  daysOverdue: z.number().int(),
  dunningLevel: z.number().int(),
  dunningLevelLabel: z.string(),
  lastDunnedOn: z.string().nullable(),
  /** the level the admin may send now (null: none, or not yet) and from when the next is due */
  nextLevel: z.number().int().nullable(),
  nextLevelLabel: z.string().nullable(),
  nextLevelFrom: z.string().nullable(),
  claim: defaultClaimSchema,
});
export type OpenItem = z.infer<typeof openItemSchema>;
export const openItemsAnswer = z.object({
  items: z.array(openItemSchema),
  /** the claims (`openCents`, `count`) and, apart, what the firm owes clients (`creditCents`, `creditCount`) */
  totals: z.object({
    openCents: cents,
    overdueCents: cents,
    count: z.number().int(),
    creditCents: cents,
    creditCount: z.number().int(),
  }),
});
export type OpenItems = z.infer<typeof openItemsAnswer>;
export const openItemsQuery = z.object({ clientId: z.string().uuid('Ungültige ID.').optional() });

/** POST /api/invoices/{id}/dunning answers the level sent and what it claimed. */
export const dunningResultSchema = z.object({
  level: z.number().int(),
  levelLabel: z.string(),
  claim: defaultClaimSchema,
  message: z.string(),
});
export type DunningResult = z.infer<typeof dunningResultSchema>;

export const dunningKeys = {
  openItemsAll: ['open-items'] as const,
  openItems: (clientId?: string) => ['open-items', clientId ?? 'all'] as const,
  settings: ['settings', 'dunning'] as const,
  paymentsAll: ['invoice-payments'] as const,
  payments: (invoiceId: string) => ['invoice-payments', invoiceId] as const,
};
