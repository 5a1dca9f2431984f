import { describe, expect, it } from 'vitest';
import { pain008 } from './pain008';
import { expectFragments } from '../../server/testing/fragments';
import { pain008Errors } from '../../server/testing/pain-xsd';
import { billingDataRequest } from '../fees/contract';
import { mandateRequest, sepaMessages } from './contract';

// The collection file alone: valid against the official XSD whatever the names, the dates and
// the creditor's bank look like.

const debit = (n: number, over: Record<string, unknown> = {}) => ({
  invoiceId: `inv-${n}`,
  invoiceNumber: `2026_000${n}`,
  clientId: `c-${n}`,
  mandateId: `m-${n}`,
  mandateReference: `M${String(n).padStart(32, '0')}`,
  mandateSignedOn: '2026-03-01',
  amountCents: 119_000 + n,
  collectionDate: '2026-03-16',
  remittance: `Rechnung 2026-000${n} CP-4711`,
  iban: 'DE02 1203 0000 0000 2020 51',
  accountHolder: 'Jürgen Müller & Söhne <GbR> Éloïse',
  ...over,
});
const creditor = {
  name: 'Beispiel Coaching GmbH & Co. KG',
  creditorId: 'DE98ZZZ09999999999',
  iban: 'DE89 3704 0044 0532 0130 00',
};

describe('pain.008.001.08', () => {
  it('two collection dates make two blocks; names in the SEPA set; sums per block and in all; the XSD accepts it', async () => {
    const xml = pain008({
      collectionId: '12345678-1234-4234-8234-123456789012',
      createdAt: new Date('2026-03-12T13:05:00.123Z'),
      creditor: { ...creditor, bic: 'COBADEFFXXX' },
      debits: [debit(1), debit(2, { collectionDate: '2026-03-20' }), debit(3)],
    });
    expect(await pain008Errors(xml)).toEqual([]);
    expect(xml.match(/<PmtInf>/g)).toHaveLength(2);
    expectFragments(xml, [
      '<NbOfTxs>3</NbOfTxs><CtrlSum>3570.06</CtrlSum>',
      '<NbOfTxs>2</NbOfTxs><CtrlSum>2380.04</CtrlSum>',
      '<Nm>Juergen Mueller + Soehne GbR Eloise</Nm>',
      '<EndToEndId>2026-0001</EndToEndId>',
      '<BICFI>COBADEFFXXX</BICFI>',
      '<CreDtTm>2026-03-12T13:05:00Z</CreDtTm>',
    ]);
  });

  it('without the firm’s BIC the creditor’s bank is NOTPROVIDED, still valid', async () => {
    const xml = pain008({
      collectionId: '12345678-1234-4234-8234-123456789012',
      createdAt: new Date('2026-03-12T13:05:00Z'),
      creditor: { ...creditor, bic: null },
      debits: [debit(1)],
    });
    expect(await pain008Errors(xml)).toEqual([]);
    expect(xml).not.toContain('BICFI');
  });

  it('a holder only in another script would leave an empty Nm the XSD refuses: the mandate and the payee refuse it in German', async () => {
    const empty = pain008({
      collectionId: '12345678-1234-4234-8234-123456789012',
      createdAt: new Date('2026-03-12T13:05:00Z'),
      creditor: { ...creditor, bic: null },
      debits: [debit(1, { accountHolder: 'Иван Петров' })],
    });
    expect(await pain008Errors(empty)).not.toEqual([]);
    const mandate = (accountHolder: string) =>
      mandateRequest.safeParse({ iban: 'DE02120300000000202051', accountHolder });
    expect(mandate('Иван Петров').error?.issues.map((i) => i.message)).toEqual([sepaMessages.holderNotLatin]);
    expect(mandate('Łukasz Żółć').success).toBe(true);
    const payee = billingDataRequest.safeParse({
      legalName: 'Иван Петров',
      address: { street: 'Hauptstr. 1', postalCode: '10115', city: 'Berlin', country: 'DE' },
      taxNumber: '12/345/67890',
      iban: 'DE02120300000000202051',
      accountHolder: '李明',
    });
    expect(payee.error?.issues.map((i) => i.message)).toEqual([sepaMessages.holderNotLatin]);
  });
});
