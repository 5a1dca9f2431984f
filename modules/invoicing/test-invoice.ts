import { at } from '../../server/eventstore/decider-test';
import { exampleFirm } from '../../server/testing/example-firm';
import type { IssuedInvoice, Service } from './contract';

// Test data: one client's package invoice, issued as 2026-0001 by the example firm (unit tests).

const firm = exampleFirm;
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

/** Invoice 'inv-1' as issued: every mandatory field (the seller's written out, not derived). */
export const issuedInvoice: IssuedInvoice = {
  invoiceId: 'inv-1',
  clientId: 'c-1',
  kind: 'invoice',
  number: '2026-0001',
  year: 2026,
  sequence: 1,
  issuedOn: '2026-03-12',
  seller: {
    legalName: firm.legalName,
    address: firm.address,
    email: firm.email,
    phone: firm.phone,
    taxNumber: firm.taxNumber,
    vatId: firm.vatId,
    registerEntry: firm.registerEntry,
    managingDirector: firm.managingDirector,
    iban: 'DE89 3704 0044 0532 0130 00',
    bic: firm.bic,
    bankName: firm.bankName,
  },
  buyer: { clientId: 'c-1', ...buyer },
  service,
  amounts: { netCents: 100_000, vatRate: 19, vatCents: 19_000, grossCents: 119_000, taxNote: null },
  paymentTermDays: 14,
  dueOn: '2026-03-26',
  corrects: null,
  at,
};
