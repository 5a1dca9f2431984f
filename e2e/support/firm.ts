import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The firm's master data of the e2e portal. Several specs save it, in parallel workers: all save
 * exactly this, so whichever saves last, the Impressum, the invoices and the forms read the same.
 */
export const e2eFirm = {
  legalName: 'Potenzialanalyse Coaching GmbH',
  address: { street: 'Musterstraße 12', postalCode: '80331', city: 'München', country: 'DE' },
  email: 'rechnung@coaching.example.de',
  phone: null,
  taxNumber: '143/123/45678',
  vatId: null,
  registerEntry: null,
  managingDirector: null,
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
  bankName: 'Commerzbank',
  defaultVatRate: 19,
  smallBusiness: false,
  numberPattern: '{YYYY}-{NNNN}',
  paymentTermDays: 14,
};

/** Saves `e2eFirm` through the API (an admin's request context). */
export async function saveE2eFirm(asAdmin: APIRequestContext): Promise<void> {
  expect((await asAdmin.put('/api/settings/firm', { data: e2eFirm })).status()).toBe(200);
}
