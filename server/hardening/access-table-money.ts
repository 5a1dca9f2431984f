import type { RouteCase } from './access-table';
import { exampleFirm } from '../testing/example-firm';
import { admin, aAndAdmin } from './access-actors';

/** The access table's rows of the money: invoicing, DATEV and payments (issue 18). */
export const moneyRoutes: Record<string, RouteCase> = {
  // Invoicing (issue 18): the firm's data (admins), a client's own billing address, A's invoice
  // (A and the admin read it; issuing and the credit note are the admin's, refused 409 by the domain
  // while it is a draft).
  'GET /api/settings/firm': { allow: admin },
  'PUT /api/settings/firm': { allow: admin, body: () => exampleFirm },
  'GET /api/invoices': { allow: ['clientA', 'clientB', 'admin'] },
  'GET /api/invoices/summary': { allow: admin, url: () => '/api/invoices/summary?year=2026' },
  'GET /api/invoices/billing-address': { allow: ['clientA', 'clientB'] },
  'PUT /api/invoices/billing-address': {
    allow: ['clientA', 'clientB'],
    body: () => ({ street: 'Kundenweg 5', postalCode: '50667', city: 'Köln', country: 'DE' }),
  },
  'GET /api/invoices/:id': { allow: aAndAdmin, url: (f) => `/api/invoices/${f.invoiceOfA}` },
  'GET /api/invoices/:id/pdf': { allow: aAndAdmin, url: (f) => `/api/invoices/${f.invoiceOfA}/pdf` },
  'GET /api/invoices/:id/xml': { allow: aAndAdmin, url: (f) => `/api/invoices/${f.invoiceOfA}/xml` },
  'POST /api/invoices/:id/issue': { allow: admin, url: (f) => `/api/invoices/${f.invoiceOfA}/issue` },
  'POST /api/invoices/:id/credit-note': {
    allow: admin,
    url: (f) => `/api/invoices/${f.invoiceOfA}/credit-note`,
    body: () => ({ reason: 'Härtung' }),
  },
  // Issue 31 item 6: a partial credit note is the admin's (409 by the domain while A's invoice is a draft).
  'POST /api/invoices/:id/partial-credit': {
    allow: admin,
    url: (f) => `/api/invoices/${f.invoiceOfA}/partial-credit`,
    body: () => ({ hours: 2, reason: 'Härtung' }),
  },
  // Issue 31 item 6: refunds are the admin's (409 by the domain while A's invoice is a draft; an
  // unknown refund's file is a 404 past the access check).
  'POST /api/invoices/:id/refund': {
    allow: admin,
    url: (f) => `/api/invoices/${f.invoiceOfA}/refund`,
    body: () => ({ amount: '99,90', reason: 'Härtung', iban: 'DE89 3704 0044 0532 0130 00' }),
  },
  'GET /api/invoices/:id/refunds': { allow: admin, url: (f) => `/api/invoices/${f.invoiceOfA}/refunds` },
  // A client's credit set off against their next invoice is the admin's (the domain refuses A's draft).
  'POST /api/invoices/:id/set-off': {
    allow: admin,
    url: (f) => `/api/invoices/${f.invoiceOfA}/set-off`,
    body: (f) => ({ toInvoiceId: f.invoiceOfA, amount: 9_990 }),
  },
  // Taking a set-off back is the admin's (an unknown set-off is a 404 past the access check).
  'POST /api/invoices/set-offs/:id/take-back': {
    allow: admin,
    url: () => '/api/invoices/set-offs/00000000-0000-4000-8000-000000000000/take-back',
    body: () => ({ reason: 'Härtung' }),
  },
  'GET /api/invoices/refunds/:id/xml': {
    allow: admin,
    url: () => '/api/invoices/refunds/00000000-0000-4000-8000-000000000000/xml',
  },
  'PUT /api/settings/scheduling': { allow: admin, body: () => ({ cancellationNoticeHours: 24 }) },
  // DATEV (issue 18): the settings and the month's export are the admin's.
  'GET /api/settings/datev': { allow: admin },
  'PUT /api/settings/datev': {
    allow: admin,
    body: () => ({
      advisorNumber: '29098',
      clientNumber: '55003',
      accountLength: 4,
      fiscalYearStartMonth: 1,
      accounts: { revenue19: '8400', revenue7: '8300', revenueSmallBusiness: '8195', debtor: '10000', bank: '1200' },
    }),
  },
  'GET /api/invoices/export/datev': { allow: admin, url: () => '/api/invoices/export/datev?month=2026-11' },
  'GET /api/invoices/export/datev/months': { allow: admin },

  // Payments (issue 18): bank statements and their matching are the admin's alone. Without a file
  // the upload is a 400; an unknown line a 404 (both past the access check).
  'POST /api/payments/statements': { allow: admin },
  'GET /api/payments/proposals': { allow: admin },
  // Issue 31 item 1: imports in a job are the admin's (without a file a 400, an unknown import a 404).
  'POST /api/payments/statement-imports': { allow: admin },
  'GET /api/payments/statement-imports/:id': {
    allow: admin,
    url: () => '/api/payments/statement-imports/00000000-0000-4000-8000-000000000000',
  },
  'POST /api/payments/proposals/:id/confirm': {
    allow: admin,
    url: () => '/api/payments/proposals/00000000-0000-4000-8000-000000000000/confirm',
  },
  // Issue 31: an unrelated line is dismissed with a reason (admins; an unknown line is a 404).
  'POST /api/payments/lines/:id/dismiss': {
    allow: admin,
    url: () => '/api/payments/lines/00000000-0000-4000-8000-000000000000/dismiss',
    body: () => ({ reason: 'Keine Rechnung betroffen' }),
  },
  // Issue 31: a payment by hand and its undo, dunning and open items are the admin's; an unknown
  // payment is a 404 past the access check, as is a dunning level for an invoice not overdue (409).
  'POST /api/payments/manual': {
    allow: admin,
    body: (f) => ({ invoiceId: f.invoiceOfA, amount: 100, date: '2026-01-01', method: 'cash', note: null }),
  },
  'POST /api/payments/:id/undo': {
    allow: admin,
    url: () => '/api/payments/00000000-0000-4000-8000-000000000000/undo',
    body: () => ({ reason: 'Härtung' }),
  },
  'GET /api/invoices/open-items': { allow: admin },
  'GET /api/invoices/:id/payments': { allow: admin, url: (f) => `/api/invoices/${f.invoiceOfA}/payments` },
  'POST /api/invoices/:id/dunning': { allow: admin, url: (f) => `/api/invoices/${f.invoiceOfA}/dunning` },
  'GET /api/settings/dunning': { allow: admin },
  'PUT /api/settings/dunning': {
    allow: admin,
    body: () => ({ reminderDays: 7, firstDunningDays: 21, secondDunningDays: 35 }),
  },
  'GET /api/payments/settings': { allow: admin },
  'PUT /api/payments/settings': { allow: admin, body: () => ({ autoActivate: false }) },

  // Fees (issue 35): terms are the office's; billing data each Accelerator's own; a statement its
  // Accelerator's (confirm, dispute) and the office's (draft, resolve, issue). An unknown statement
  // answers 404 past the access check.
  'GET /api/partners/:id/fee-terms': { allow: admin, url: (f) => `/api/partners/${f.people.partnerOfA.id}/fee-terms` },
  'PUT /api/partners/:id/fee-terms': {
    allow: admin,
    url: (f) => `/api/partners/${f.people.partnerOfA.id}/fee-terms`,
    body: () => ({
      hourlyRate: 8500,
      payLateCancellations: true,
      payNoShows: false,
      vatRate: 19,
      validFrom: '2030-01-01',
    }),
  },
  // An admin passes every access check; their own billing data is none (null).
  'GET /api/partners/me/billing': { allow: ['partnerOfA', 'otherPartner', 'admin'] },
  'PUT /api/partners/me/billing': {
    allow: ['partnerOfA', 'otherPartner'],
    body: () => ({
      legalName: 'Paul Partner Coaching',
      address: { street: 'Coachweg 1', postalCode: '10115', city: 'Berlin', country: 'DE' },
      taxNumber: '27/123/45678',
      iban: 'DE89 3704 0044 0532 0130 00',
      accountHolder: 'Paul Partner',
    }),
  },
  'GET /api/fees/preview': {
    allow: ['partnerOfA', 'otherPartner', 'admin'],
    url: (f) => `/api/fees/preview?partnerId=${f.people.partnerOfA.id}&month=2026-11`,
  },
  'GET /api/fees/statements': { allow: ['partnerOfA', 'otherPartner', 'admin'] },
  'POST /api/fees/statements/draft': { allow: admin, body: () => ({ month: '2020-01' }) },
  'POST /api/fees/statements/:id/confirm': {
    allow: ['partnerOfA', 'otherPartner'],
    url: () => `${noStatement}/confirm`,
  },
  'POST /api/fees/statements/:id/dispute': {
    allow: ['partnerOfA', 'otherPartner'],
    url: () => `${noStatement}/dispute`,
    body: () => ({ lineId: 'x', reason: 'Härtung' }),
  },
  'POST /api/fees/statements/:id/resolve': {
    allow: admin,
    url: () => `${noStatement}/resolve`,
    body: () => ({ lineId: 'x', remove: false }),
  },
  'POST /api/fees/statements/:id/issue': { allow: admin, url: () => `${noStatement}/issue` },
  'GET /api/fees/statements/:id/pdf': {
    allow: ['partnerOfA', 'otherPartner', 'admin'],
    url: () => `${noStatement}/pdf`,
  },
  'GET /api/fees/statements/:id/xml': {
    allow: ['partnerOfA', 'otherPartner', 'admin'],
    url: () => `${noStatement}/xml`,
  },
  // Payouts (issue 35 item 5): the office's alone.
  'GET /api/fees/payouts': { allow: admin },
  'POST /api/fees/payouts': { allow: admin, body: () => ({ statementIds: ['00000000-0000-4000-8000-000000000000'] }) },
  'GET /api/fees/payouts/:id/xml': {
    allow: admin,
    url: () => '/api/fees/payouts/00000000-0000-4000-8000-000000000000/xml',
  },
};

const noStatement = '/api/fees/statements/00000000-0000-4000-8000-000000000000';
