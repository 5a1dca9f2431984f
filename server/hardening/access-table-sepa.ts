import type { RouteCase } from './access-table';
import { A, admin } from './access-actors';

/**
 * The access table's rows of SEPA direct debit (issue 31, item 4): a client's own mandate and
 * pre-notifications (clients only; the admin reads a client's mandate), the admin's collections.
 * Without a creditor id in the firm data, granting is a 409; nothing due, a 409; an unknown
 * collection a 404 (all past the access check).
 */
export const sepaRoutes: Record<string, RouteCase> = {
  'GET /api/sepa/mandate': { allow: ['clientA', 'clientB', 'admin'], query: (f) => ({ clientId: A(f) }) },
  'PUT /api/sepa/mandate': {
    allow: ['clientA', 'clientB'],
    body: () => ({ iban: 'DE02 1203 0000 0000 2020 51', accountHolder: 'Härtung Klientin' }),
  },
  'DELETE /api/sepa/mandate': { allow: ['clientA', 'clientB'] },
  'GET /api/sepa/pre-notifications': { allow: ['clientA', 'clientB'] },
  'GET /api/sepa/collections': { allow: admin },
  'POST /api/sepa/collections': { allow: admin, body: () => ({ dueUntil: '2026-12-31' }) },
  'GET /api/sepa/collections/:id/xml': {
    allow: admin,
    url: () => '/api/sepa/collections/00000000-0000-4000-8000-000000000000/xml',
  },
  'POST /api/sepa/collections/:id/handed-over': {
    allow: admin,
    url: () => '/api/sepa/collections/00000000-0000-4000-8000-000000000000/handed-over',
  },
  'POST /api/sepa/collections/:id/withdraw': {
    allow: admin,
    url: () => '/api/sepa/collections/00000000-0000-4000-8000-000000000000/withdraw',
    body: (f) => ({ invoiceId: f.invoiceOfA, reason: 'Per Überweisung bezahlt' }),
  },
  'POST /api/sepa/returns': { allow: admin, body: (f) => ({ invoiceId: f.invoiceOfA, reason: 'MD06' }) },
};
