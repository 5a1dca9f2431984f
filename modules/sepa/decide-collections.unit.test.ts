import { describe, expect, it } from 'vitest';
import { at, now, specOf } from '../../server/testing/decider-spec';
import { collectionsDecider } from './decide-collections';
import type { CollectionEvent, CollectionItem } from './events';

// A debit withdrawn from a collection before its file went to the bank; afterwards only the bank
// recalls it (README 'A debit withdrawn').

const admin = { id: 'a-1', role: 'admin' };
const partner = { id: 'p-1', role: 'partner' };
const creditor = { name: 'Beispiel Coaching GmbH', creditorId: 'DE98ZZZ09999999999', iban: 'DE89…', bic: null };
const item = (invoiceId: string): CollectionItem => ({
  invoiceId,
  invoiceNumber: `2026-${invoiceId}`,
  clientId: 'c-1',
  mandateId: 'm-1',
  mandateReference: 'MREF',
  mandateSignedOn: '2026-03-01',
  amountCents: 119_000,
  collectionDate: '2026-03-16',
  remittance: `Rechnung 2026-${invoiceId}`,
});
const created: CollectionEvent = {
  type: 'CollectionCreated',
  data: { collectionId: 'col-1', dueUntil: '2026-03-31', creditor, items: [item('1'), item('2')], by: 'a-1', at },
};
const handedOver: CollectionEvent = { type: 'CollectionHandedOver', data: { collectionId: 'col-1', by: 'a-1', at } };
const withdrawn: CollectionEvent = {
  type: 'CollectionDebitWithdrawn',
  data: { collectionId: 'col-1', invoiceId: '1', clientId: 'c-1', reason: 'Per Überweisung bezahlt', by: 'a-1', at },
};
const withdraw = (over: Record<string, unknown> = {}) => ({
  type: 'WithdrawDebit' as const,
  collectionId: 'col-1',
  invoiceId: '1',
  reason: 'Per Überweisung bezahlt',
  actor: admin,
  now,
  ...over,
});
const markHandedOver = (over: Record<string, unknown> = {}) => ({
  type: 'MarkHandedOver' as const,
  collectionId: 'col-1',
  actor: admin,
  now,
  ...over,
});
const spec = specOf(collectionsDecider, 'firm');

describe('a debit withdrawn from a collection', () => {
  it('given a collection still in the office, when the admin withdraws one debit, then it leaves; the other stays', () => {
    spec([created]).when(withdraw()).then([withdrawn]);
    // Not twice, and the other debit is still in it.
    spec([created, withdrawn]).when(withdraw()).thenError('NotCollected');
    spec([created, withdrawn])
      .when(withdraw({ invoiceId: '2' }))
      .then([{ ...withdrawn, data: { ...withdrawn.data, invoiceId: '2' } }]);
  });
  it('given the file handed to the bank, then a withdrawal is refused (the bank recalls it)', () => {
    spec([created, handedOver]).when(withdraw()).thenError('AlreadyHandedOver');
  });
  it('only an admin; only a known collection; only a debit of it', () => {
    spec([created])
      .when(withdraw({ actor: partner }))
      .thenError('NotAllowed');
    spec([created])
      .when(withdraw({ collectionId: 'col-9' }))
      .thenError('CollectionNotFound');
    spec([created])
      .when(withdraw({ invoiceId: '9' }))
      .thenError('NotCollected');
  });
  it('a withdrawn invoice may be collected again (it is free)', () => {
    const again: CollectionEvent = {
      type: 'CollectionCreated',
      data: { ...created.data, collectionId: 'col-2', items: [item('1')] },
    };
    // A second withdrawal from the new collection finds it there, not in the first.
    spec([created, withdrawn, again])
      .when(withdraw({ collectionId: 'col-2' }))
      .then([{ ...withdrawn, data: { ...withdrawn.data, collectionId: 'col-2' } }]);
  });
});

describe('the file handed to the bank', () => {
  it('is marked once, by an admin, for a known collection', () => {
    spec([created]).when(markHandedOver()).then([handedOver]);
    spec([created, handedOver]).when(markHandedOver()).then([]);
    spec([created])
      .when(markHandedOver({ actor: partner }))
      .thenError('NotAllowed');
    spec([]).when(markHandedOver()).thenError('CollectionNotFound');
  });
});

describe('a mandate ended while its debit waits in a collection', () => {
  const end = (over: Record<string, unknown> = {}) => ({
    type: 'WithdrawForEndedMandate' as const,
    mandateId: 'm-1',
    clientId: 'c-1',
    reason: 'revoked' as const,
    now,
    ...over,
  });
  const out = (invoiceId: string, reason: string): CollectionEvent => ({
    type: 'CollectionDebitWithdrawn',
    data: { collectionId: 'col-1', invoiceId, clientId: 'c-1', reason, by: 'c-1', at },
  });
  it('given the file still in the office, when the client revokes, then each debit on that mandate leaves it', () => {
    spec([created])
      .when(end())
      .then([out('1', 'Mandat widerrufen'), out('2', 'Mandat widerrufen')]);
    // One already withdrawn by the office stays withdrawn once.
    spec([created, withdrawn])
      .when(end())
      .then([out('2', 'Mandat widerrufen')]);
  });
  it('a replaced mandate (another account) withdraws too, naming the replacement', () => {
    spec([created])
      .when(end({ reason: 'replaced' }))
      .then([out('1', 'Mandat ersetzt (neues Konto)'), out('2', 'Mandat ersetzt (neues Konto)')]);
  });
  it('given the file at the bank, nothing is withdrawn (the office asks the bank to recall it)', () => {
    spec([created, handedOver]).when(end()).then([]);
  });
  it('another mandate’s debits stay', () => {
    spec([created])
      .when(end({ mandateId: 'm-2' }))
      .then([]);
  });
});

describe('a debit collected again after a return or a withdrawal', () => {
  const freedAt = '2026-03-20T09:00:00.000Z';
  const returned: CollectionEvent = {
    type: 'CollectionReturned',
    data: { collectionId: 'col-1', invoiceId: '1', reason: 'MD06', at: freedAt },
  };
  const invoice = {
    id: '1',
    number: '2026-1',
    clientId: 'c-1',
    paymentReference: null,
    grossCents: 119_000,
    paidCents: 19_000,
    issuedOn: '2026-02-01',
    dueOn: '2026-03-01',
    status: 'issued',
  };
  const mandate = { mandateId: 'm-1', clientId: 'c-1', reference: 'MREF', signedOn: '2026-01-05', lastUsedOn: null };
  const again = (events: CollectionEvent[]) => {
    const state = events.reduce(collectionsDecider.evolve, collectionsDecider.initialState());
    const decided = collectionsDecider.decide(
      {
        type: 'CreateCollection',
        collectionId: 'col-2',
        actor: admin,
        dueUntil: '2026-03-31',
        creditor,
        invoices: [invoice],
        mandates: new Map([['c-1', mandate]]),
        today: '2026-03-20',
        now: new Date(freedAt),
      },
      state,
      'firm',
    );
    if (!Array.isArray(decided) || decided[0]?.type !== 'CollectionCreated') throw new Error(String(decided));
    return decided[0].data.items[0]!;
  };
  it('is pre-notified anew on the day it came back: debited no earlier than 14 days after (not at D-1)', () => {
    // 20 March + 14 days is Good Friday, then Easter Monday: the next TARGET2 day is 7 April.
    expect(again([created, returned])).toMatchObject({ amountCents: 100_000, collectionDate: '2026-04-07' });
    expect(again([created, { ...withdrawn, data: { ...withdrawn.data, at: freedAt } }]).collectionDate).toBe(
      '2026-04-07',
    );
  });
});
