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
