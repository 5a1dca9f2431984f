import { expect, type APIRequestContext } from '@playwright/test';
import { exampleFirm } from '../../server/testing/example-firm';

/**
 * The firm's master data of the e2e portal. Several specs save it, in parallel workers: all save
 * exactly this, so whichever saves last, the Impressum, the invoices and the forms read the same.
 */
export const e2eFirm = {
  ...exampleFirm,
  legalName: 'Potenzialanalyse Coaching GmbH',
  // As long as the demo firm's and unbroken by a hyphen: the Impressum must wrap it on a phone.
  email: 'buchhaltung@potenzialanalyse.de',
  // XRechnung requires a phone (BR-DE-6); the optional fields empty: the form's spec clears them.
  phone: '+49 221 9876540',
  vatId: null,
  registerEntry: null,
  managingDirector: null,
  // SEPA direct debit (sepa.spec.ts): the Bundesbank's test creditor id.
  creditorId: 'DE98ZZZ09999999999',
};

/** Saves `e2eFirm` through the API (an admin's request context). */
export async function saveE2eFirm(asAdmin: APIRequestContext): Promise<void> {
  expect((await asAdmin.put('/api/settings/firm', { data: e2eFirm })).status()).toBe(200);
}
