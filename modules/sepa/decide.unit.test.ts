import { describe, expect, it } from 'vitest';
import { at, now, specOf } from '../../server/testing/decider-spec';
import { mandateText } from './contract';
import { mandateDecider, mandateReferenceOf } from './decide';
import {
  collectionsDecider,
  collectionDateOf,
  preNotifiedOn,
  selectForCollection,
  type MandateFact,
  type OpenInvoiceFact,
} from './decide-collections';
import type { CollectionEvent, MandateEvent } from './events';
import { earliestCollectionDate, isTargetDay, targetDayOnOrAfter } from './target-days';

const clientId = '11111111-1111-4111-8111-111111111111';
const client = { id: clientId, role: 'user' };
const admin = { id: 'a-1', role: 'admin' };
const creditor = {
  name: 'Beispiel Coaching GmbH',
  creditorId: 'DE98ZZZ09999999999',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: null,
};
const mandateId = '22222222-2222-4222-8222-222222222222';
const iban = 'DE02 1203 0000 0000 2020 51';
const today = '2026-03-02';

describe('mandate', () => {
  const spec = specOf(mandateDecider, clientId);
  const grant = (over: Record<string, unknown> = {}) => ({
    type: 'GrantMandate' as const,
    mandateId,
    actor: client,
    iban,
    accountHolder: 'Kundin Müller',
    creditor,
    today,
    now,
    ...over,
  });
  const granted: MandateEvent = {
    type: 'MandateGranted',
    data: {
      mandateId,
      clientId,
      reference: 'M22222222222242228222222222222222',
      iban,
      accountHolder: 'Kundin Müller',
      creditorName: 'Beispiel Coaching GmbH',
      creditorId: 'DE98ZZZ09999999999',
      text: mandateText('Beispiel Coaching GmbH'),
      signedOn: today,
      at,
    },
  };

  it('given none, when the client grants one, then it is kept with its reference, the text as shown and the date', () => {
    spec([]).when(grant()).then([granted]);
    expect(mandateReferenceOf(mandateId)).toHaveLength(33);
    expect(mandateText('X GmbH')).toContain('Ich ermächtige X GmbH, Zahlungen von meinem Konto mittels Lastschrift');
  });
  it('given none, when an admin or another client grants it for them, then it is refused', () => {
    spec([])
      .when(grant({ actor: admin }))
      .thenError('OnlyClientGrants');
    spec([])
      .when(grant({ actor: { id: 'someone-else', role: 'user' } }))
      .thenError('OnlyClientGrants');
  });
  it('given a firm without creditor id, when the client grants, then it is refused', () => {
    spec([])
      .when(grant({ creditor: null }))
      .thenError('CreditorIdMissing');
  });
  it('given a mandate, when the same account is granted again, then nothing new', () => {
    spec([granted])
      .when(grant({ mandateId: 'other', iban: 'DE02120300000000202051' }))
      .then([]);
  });
  it('given a mandate, when another account is granted, then the old one ends and a new reference begins', () => {
    const newId = '33333333-3333-4333-8333-333333333333';
    spec([granted])
      .when(grant({ mandateId: newId, iban: 'DE89 3704 0044 0532 0130 00' }))
      .then([
        { type: 'MandateRevoked', data: { mandateId, clientId, reason: 'replaced', at } },
        {
          type: 'MandateGranted',
          data: {
            ...granted.data,
            mandateId: newId,
            reference: mandateReferenceOf(newId),
            iban: 'DE89 3704 0044 0532 0130 00',
          },
        },
      ]);
  });
  it('given a mandate, when the client revokes it, then it ends; a second revocation finds none', () => {
    const revoke = { type: 'RevokeMandate' as const, actor: client, now };
    const revoked: MandateEvent = { type: 'MandateRevoked', data: { mandateId, clientId, reason: 'revoked', at } };
    spec([granted]).when(revoke).then([revoked]);
    spec([granted, revoked]).when(revoke).thenError('NoMandate');
    spec([granted])
      .when({ ...revoke, actor: admin })
      .thenError('OnlyClientGrants');
  });
});

describe('TARGET2 days and the collection date', () => {
  it.each([
    ['2026-03-02', true], // Monday
    ['2026-03-07', false], // Saturday
    ['2026-04-03', false], // Good Friday 2026
    ['2026-04-06', false], // Easter Monday 2026
    ['2026-05-01', false],
    ['2026-12-25', false],
    ['2026-12-26', false],
    ['2027-01-01', false],
    ['2026-10-03', false], // a Saturday; German holidays are no TARGET2 holidays
    ['2025-10-03', true], // Tag der Deutschen Einheit, a Friday: TARGET2 settles
  ])('%s is a TARGET2 day: %s', (day, expected) => {
    expect(isTargetDay(day)).toBe(expected);
  });
  it('D-1: handed over on a Friday, collected on Monday; on a Saturday, on Tuesday; before Easter, after it', () => {
    expect(earliestCollectionDate('2026-03-06')).toBe('2026-03-09');
    expect(earliestCollectionDate('2026-03-07')).toBe('2026-03-10');
    expect(earliestCollectionDate('2026-04-02')).toBe('2026-04-07');
    expect(targetDayOnOrAfter('2026-12-24')).toBe('2026-12-24');
  });
  it('the due date as pre-notified, moved to a TARGET2 day, never before the earliest', () => {
    expect(collectionDateOf('2026-03-20', today, '2026-02-20')).toBe('2026-03-20');
    expect(collectionDateOf('2026-03-21', today, '2026-02-20')).toBe('2026-03-23');
    expect(collectionDateOf('2026-02-10', today, '2026-01-27')).toBe('2026-03-03');
  });
  it('never earlier than 14 calendar days after the pre-notification (the mandate agrees no shorter notice); the due date stays', () => {
    // A payment term of 7 days: pre-notified with the invoice on 02.03., due 09.03., debited 16.03.
    expect(collectionDateOf('2026-03-09', today, '2026-03-02')).toBe('2026-03-16');
    // A mandate granted on 20.03. for an invoice due 16.03.: 03.04. is Good Friday, 06.04. Easter Monday.
    expect(collectionDateOf('2026-03-16', '2026-03-20', '2026-03-20')).toBe('2026-04-07');
    expect(preNotifiedOn('2026-03-02', '2026-03-20')).toBe('2026-03-20');
    expect(preNotifiedOn('2026-03-02', '2026-01-10')).toBe('2026-03-02');
    expect(preNotifiedOn('2026-03-02', '2026-01-10', '2026-03-20')).toBe('2026-03-20');
  });
});

const invoice = (over: Partial<OpenInvoiceFact> = {}): OpenInvoiceFact => ({
  id: 'inv-1',
  number: '2026-0001',
  clientId,
  paymentReference: 'CP-4711',
  grossCents: 119_000,
  paidCents: 0,
  issuedOn: '2026-03-02',
  dueOn: '2026-03-16',
  status: 'issued',
  ...over,
});
const mandate: MandateFact = { mandateId, clientId, reference: 'MREF', signedOn: '2026-03-01', lastUsedOn: null };
const mandates = new Map([[clientId, mandate]]);

describe('which invoices a collection takes', () => {
  it('an issued invoice due by then, of a client with a mandate: its open amount, on its due date', () => {
    expect(selectForCollection([invoice({ paidCents: 19_000 })], mandates, new Set(), '2026-03-31', today)).toEqual([
      {
        invoiceId: 'inv-1',
        invoiceNumber: '2026-0001',
        clientId,
        mandateId,
        mandateReference: 'MREF',
        mandateSignedOn: '2026-03-01',
        amountCents: 100_000,
        collectionDate: '2026-03-16',
        remittance: 'Rechnung 2026-0001 CP-4711',
      },
    ]);
  });
  it('an invoice with a 7-day term is debited 14 days after its pre-notification; one pre-notified at a later mandate, 14 days after the mandate', () => {
    const [short] = selectForCollection([invoice({ dueOn: '2026-03-09' })], mandates, new Set(), '2026-03-31', today);
    expect(short!.collectionDate).toBe('2026-03-16');
    const late = new Map([[clientId, { ...mandate, signedOn: '2026-03-06' }]]);
    const [notified] = selectForCollection([invoice()], late, new Set(), '2026-03-31', today);
    expect(notified!.collectionDate).toBe('2026-03-20');
  });
  it('not one due later, paid, cancelled, already collected, or of a client without (or with a lapsed) mandate', () => {
    const none = (inv: OpenInvoiceFact, m = mandates, collected = new Set<string>()) =>
      expect(selectForCollection([inv], m, collected, '2026-03-31', today)).toEqual([]);
    none(invoice({ dueOn: '2026-04-01' }));
    none(invoice({ paidCents: 119_000 }));
    none(invoice({ status: 'cancelled' }));
    none(invoice(), mandates, new Set(['inv-1']));
    none(invoice({ clientId: 'other' }));
    none(invoice(), new Map([[clientId, { ...mandate, signedOn: '2023-03-01' }]]));
    // Used within 36 months, it still holds.
    expect(
      selectForCollection(
        [invoice()],
        new Map([[clientId, { ...mandate, signedOn: '2023-01-01', lastUsedOn: '2023-03-02' }]]),
        new Set(),
        '2026-03-31',
        today,
      ),
    ).toHaveLength(1);
  });
});

describe('collections', () => {
  const spec = specOf(collectionsDecider, 'firm');
  const create = (over: Record<string, unknown> = {}) => ({
    type: 'CreateCollection' as const,
    collectionId: 'col-1',
    actor: admin,
    dueUntil: '2026-03-31',
    creditor,
    invoices: [invoice()],
    mandates,
    today,
    now,
    ...over,
  });
  const items = selectForCollection([invoice()], mandates, new Set(), '2026-03-31', today);
  const created: CollectionEvent = {
    type: 'CollectionCreated',
    data: { collectionId: 'col-1', dueUntil: '2026-03-31', creditor, items, by: 'a-1', at },
  };

  it('given none, when the admin collects, then the due invoices are in it', () => {
    spec([]).when(create()).then([created]);
  });
  it('only an admin; only with a creditor id; not with nothing due', () => {
    const refusals: [over: Record<string, unknown>, code: string][] = [
      [{ actor: client }, 'NotAllowed'],
      [{ creditor: null }, 'CreditorIdMissing'],
      [{ invoices: [] }, 'NothingToCollect'],
    ];
    for (const [over, code] of refusals) spec([]).when(create(over)).thenError(code);
  });
  it('given a collection, when the admin collects again, then the same invoice is not collected twice', () => {
    spec([created])
      .when(create({ collectionId: 'col-2' }))
      .thenError('NothingToCollect');
  });
  it('given a returned debit, then its reason is kept and the invoice may be collected again', () => {
    const returned: CollectionEvent = {
      type: 'CollectionReturned',
      data: { collectionId: 'col-1', invoiceId: 'inv-1', reason: 'MD06', at },
    };
    const record = { type: 'RecordReturn' as const, collectionId: 'col-1', invoiceId: 'inv-1', reason: 'MD06', now };
    spec([created]).when(record).then([returned]);
    spec([created, returned]).when(record).thenError('NotCollected');
    // Collected again, it is pre-notified anew on the return's day (12 March): 14 days later.
    const items = created.data.items.map((i) => ({ ...i, collectionDate: '2026-03-26' }));
    spec([created, returned])
      .when(create({ collectionId: 'col-2' }))
      .then([{ type: 'CollectionCreated', data: { ...created.data, items, collectionId: 'col-2' } }]);
  });
});
