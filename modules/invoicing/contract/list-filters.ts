// Isomorphic (re-exported by ../contract.ts): an invoice's statuses and the list's filter by money, in a file of their own because a list's URL rule in the
// web's entry needs them on every page and not the contract's schemas (web/README.md "Bytes": a module goes into
// one chunk whole).

export const invoiceStatuses = ['draft', 'issued', 'cancelled', 'discarded'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** The list's filter by money: 'open' (unpaid or partly paid, overdue included), 'overdue', 'paid' (in full or more). */
export const paymentFilters = ['open', 'overdue', 'paid'] as const;
export type PaymentFilter = (typeof paymentFilters)[number];
