import { at } from '../../../server/testing/decider-spec';
import { exampleFirm } from '../../../server/testing/example-firm';
import type { IssuedInvoice, Seller, Service } from '../contract';

// Test data: one client's package invoice, issued as 2026-0001 by the example firm (unit tests).

/**
 * The example firm as an invoice's seller: its data without the invoice settings (its IBAN already
 * in groups of four). Taken apart here, not by `sellerOf`, so the tests check what that writes.
 */
const {
  defaultVatRate: _rate,
  smallBusiness: _small,
  invoiceAt: _invoiceAt,
  numberPattern: _pattern,
  paymentTermDays: _term,
  ...firmAsSeller
} = exampleFirm;
export const exampleSeller: Seller = firmAsSeller;

const address = { street: 'Kundenweg 5', postalCode: '50667', city: 'Köln', country: 'DE' };
const service: Service = {
  userPackageId: 'up-1',
  packageName: 'Coaching',
  totalHours: 15,
  lines: [
    { partnerId: 'p-1', partnerName: 'Anna Accelerator', hours: 10 },
    { partnerId: 'p-2', partnerName: 'Ben Accelerator', hours: 5 },
  ],
  period: { from: null, to: null, months: 12 },
  grossCents: 119_000,
  paymentReference: null,
};
const buyer = { name: 'Klara Kundin', company: 'Kundin AG', address };

export const invoiceParts = { address, service, buyer };

/** Invoice 'inv-1' as issued: every mandatory field (the seller's not derived by `sellerOf`). */
export const issuedInvoice: IssuedInvoice = {
  invoiceId: 'inv-1',
  clientId: 'c-1',
  kind: 'invoice',
  number: '2026-0001',
  year: 2026,
  sequence: 1,
  issuedOn: '2026-03-12',
  seller: exampleSeller,
  buyer: { clientId: 'c-1', ...buyer },
  service,
  amounts: { netCents: 100_000, vatRate: 19, vatCents: 19_000, grossCents: 119_000, taxNote: null },
  paymentTermDays: 14,
  dueOn: '2026-03-26',
  // Issued at acceptance: the package's dates start at activation.
  advance: true,
  corrects: null,
  at,
};
