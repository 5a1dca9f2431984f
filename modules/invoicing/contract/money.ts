import { z } from 'zod';

// Isomorphic: money as every answer carries it (docs/ARCHITECTURE.md, Money: integer cents
// everywhere), for invoicing and for the modules that answer with its amounts.

/** An amount of money in integer cents (a credit note's are negative). */
export const cents = z.number().int();

/** What an invoice asks (gross), what was paid on it, and what is still open. */
export const invoiceBalanceFields = {
  grossCents: cents,
  paidCents: cents,
  openCents: cents,
};

/** The most one amount the office types may be (20 Mio. €): far above any invoice of the firm. */
export const MAX_ENTERED_CENTS = 2_000_000_000;

/** An amount the office types in cents: a whole number above 0 and at most MAX_ENTERED_CENTS; `message` names every refusal. */
export const enteredCents = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(MAX_ENTERED_CENTS, message);
