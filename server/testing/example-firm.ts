import type { FirmData } from '../../modules/invoicing/contract';

// Test data: one complete, valid set of a firm's master data (unit, integration and access tests).

export const exampleFirm: FirmData = {
  legalName: 'Beispiel Coaching GmbH',
  address: { street: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE' },
  email: 'rechnung@beispiel-coaching.de',
  phone: '+49 30 123456',
  taxNumber: '30/123/45678',
  vatId: 'DE123456789',
  registerEntry: 'HRB 12345, AG Charlottenburg',
  managingDirector: 'Erika Muster',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
  bankName: 'Commerzbank',
  defaultVatRate: 19,
  smallBusiness: false,
  numberPattern: '{YYYY}-{NNNN}',
  paymentTermDays: 14,
};
