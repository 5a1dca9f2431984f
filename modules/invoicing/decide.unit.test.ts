import { describe, expect, it } from 'vitest';
import { at, now, specOf } from '../../server/testing/decider-spec';
import { type FirmData } from './contract';
import { billingAddressDecider, firmDecider, invoicedNow, sequenceDecider } from './decide';
import { admin, client, firm, address } from './testing/decide-fixtures';

describe('firm data', () => {
  const spec = specOf(firmDecider, 'firm');
  const set = (f: FirmData, actor: { id: string; role: 'admin' | 'user' } = admin) => ({
    type: 'SetFirmData' as const,
    firm: f,
    actor,
    now,
  });

  it('an admin saves the whole of it, normalised', () => {
    spec([])
      .when(set({ ...firm, iban: 'DE89370400440532013000', vatId: 'de 123456789' }))
      .then([{ type: 'FirmDataSet', data: { firm: { ...firm, vatId: 'DE123456789' }, at } }]);
  });
  it('nobody else; no bad IBAN; not without Steuernummer or USt-IdNr', () => {
    spec([]).when(set(firm, client)).thenError('NotAllowed');
    spec([])
      .when(set({ ...firm, iban: 'DE00370400440532013000' }))
      .thenError('InvalidIban');
    spec([])
      .when(set({ ...firm, taxNumber: null, vatId: null }))
      .thenError('TaxIdMissing');
    spec([])
      .when(set({ ...firm, defaultVatRate: 0, smallBusiness: false }))
      .thenError('VatRateZero');
    spec([])
      .when(set({ ...firm, defaultVatRate: 0, smallBusiness: true }))
      .then([expect.anything()]);
  });
  it('given no firm data, when it comes without a phone, then nothing is saved (every XRechnung would fail BR-DE-6)', () => {
    spec([])
      .when(set({ ...firm, phone: null }))
      .thenError('PhoneMissing');
    spec([])
      .when(set({ ...firm, phone: '  ' }))
      .thenError('PhoneMissing');
  });
  it('given no firm data, when a rate DATEV has no account for comes (16 %), then it is refused; 19 and 7 % are saved', () => {
    spec([])
      .when(set({ ...firm, defaultVatRate: 16 }))
      .thenError('VatRateUnsupported');
    spec([])
      .when(set({ ...firm, defaultVatRate: 7.5 }))
      .thenError('VatRateUnsupported');
    spec([])
      .when(set({ ...firm, defaultVatRate: 7 }))
      .then([expect.anything()]);
    spec([])
      .when(set({ ...firm, defaultVatRate: 16, smallBusiness: true }))
      .then([expect.anything()]);
  });
  it('the same data again appends nothing, whatever order its keys come in (the log is jsonb)', () => {
    const { street, postalCode, city, country } = firm.address;
    spec([{ type: 'FirmDataSet', data: { firm: { ...firm, address: { city, country, street, postalCode } }, at } }])
      .when(set(firm))
      .then([]);
  });
});
describe('billing address', () => {
  const spec = specOf(billingAddressDecider, 'c-1');
  const set = (actor: { id: string; role: 'admin' | 'user' | 'partner' }) => ({
    type: 'SetBillingAddress' as const,
    value: address,
    actor,
    ownerRole: 'user',
    now,
  });
  it('the client themself or an admin; not another client or a partner', () => {
    spec([])
      .when(set(client))
      .then([{ type: 'BillingAddressSet', data: { clientId: 'c-1', address, at } }]);
    spec([])
      .when(set(admin))
      .then([{ type: 'BillingAddressSet', data: { clientId: 'c-1', address, at } }]);
    spec([])
      .when(set({ id: 'c-2', role: 'user' }))
      .thenError('NotAllowed');
    spec([])
      .when(set({ id: 'p-1', role: 'partner' }))
      .thenError('NotAllowed');
  });
  it('only a client account has one (an admin for themself is refused)', () => {
    spec([])
      .when({ ...set(admin), ownerRole: 'admin' })
      .thenError('NotAClient');
  });
  it('the same address again appends nothing', () => {
    spec([{ type: 'BillingAddressSet', data: { clientId: 'c-1', address, at } }])
      .when(set(client))
      .then([]);
  });
});
describe('when a package is invoiced', () => {
  const atAcceptance = { invoiceAt: 'acceptance' as const };
  const atActivation = { invoiceAt: 'activation' as const };
  it('given a firm invoicing at acceptance, when the offer is accepted, then it is invoiced (an advance invoice); not again at activation', () => {
    expect(invoicedNow('accepted', { firm: atAcceptance, accepted: true, invoiced: false })).toBe(true);
    expect(invoicedNow('activated', { firm: atAcceptance, accepted: true, invoiced: true })).toBe(false);
    // Not invoiced at acceptance for some reason: activation does not make up for it either.
    expect(invoicedNow('activated', { firm: atAcceptance, accepted: true, invoiced: false })).toBe(false);
  });
  it('given a firm invoicing at activation, when the offer is accepted, then nothing; at activation the invoice comes', () => {
    expect(invoicedNow('accepted', { firm: atActivation, accepted: true, invoiced: false })).toBe(false);
    expect(invoicedNow('activated', { firm: atActivation, accepted: true, invoiced: false })).toBe(true);
    expect(invoicedNow('activated', { firm: atActivation, accepted: true, invoiced: true })).toBe(false);
  });
  it('a package activated without acceptance is invoiced at activation, whatever the setting; no firm data: at acceptance', () => {
    expect(invoicedNow('activated', { firm: atAcceptance, accepted: false, invoiced: false })).toBe(true);
    expect(invoicedNow('activated', { firm: null, accepted: false, invoiced: false })).toBe(true);
    expect(invoicedNow('accepted', { firm: null, accepted: true, invoiced: false })).toBe(true);
  });
});
describe('number sequence', () => {
  const spec = specOf(sequenceDecider, '2026');
  const assigned = (sequence: number) => ({
    type: 'InvoiceNumberAssigned' as const,
    data: { year: 2026, sequence, invoiceId: `i-${sequence}`, at },
  });
  it('the next number is one more than the last: the first is 1', () => {
    spec([])
      .when({ type: 'AssignNumber', year: 2026, invoiceId: 'i-1', now })
      .then([assigned(1)]);
    spec([assigned(1), assigned(2)])
      .when({ type: 'AssignNumber', year: 2026, invoiceId: 'i-3', now })
      .then([assigned(3)]);
  });
});
