import { skr03Accounts, type DatevSettings, type FirmData } from '../../modules/invoicing/contract';
import { demoFirm } from '../seed/demo-accounts';

// Test data: one complete, valid set of a firm's master data (unit, integration and access tests).

/** Another firm than the demo's, with the demo's VAT id, bank and invoice settings. */
export const exampleFirm: FirmData = {
  ...demoFirm,
  legalName: 'Beispiel Coaching GmbH',
  address: { street: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE' },
  email: 'rechnung@beispiel-coaching.de',
  phone: '+49 30 123456',
  taxNumber: '30/123/45678',
  registerEntry: 'HRB 12345, AG Charlottenburg',
  managingDirector: 'Erika Muster',
};

/**
 * The firm's DATEV settings as its tax adviser gives them: Beraternummer 29098, Mandantennummer
 * 55003, four-digit SKR03 accounts, fiscal year from January, Soll-Versteuerung.
 */
export const exampleDatevSettings: DatevSettings = {
  advisorNumber: '29098',
  clientNumber: '55003',
  accountLength: 4,
  fiscalYearStartMonth: 1,
  taxation: 'soll',
  accounts: skr03Accounts,
};
