import { describe, it } from 'vitest';
import { at, now, specOf } from '../../server/testing/decider-spec';
import { confirmedParts } from './allocations';
import { statementLineDecider } from './decide';
import type { StatementLineEvent } from './events';
import { camtCredit } from './testing/statement-line';

// A statement line whose payment the admin undid (issue 31): open again, confirmable onto another invoice.

const admin = { id: 'a-1', role: 'admin' as const };
const spec = specOf(statementLineDecider, 'l-1');
const { lineId: _l, ...fields } = { ...camtCredit, lineId: 'l-1' };
const imported: StatementLineEvent = {
  type: 'StatementLineImported',
  data: {
    ...fields,
    lineId: 'l-1',
    format: 'camt053',
    proposal: { invoiceId: 'inv-1', matchedBy: 'invoiceNumber' },
    at,
  },
};
const confirmed = (invoiceId = 'inv-1', paymentId?: string): StatementLineEvent => ({
  type: 'StatementLineConfirmed',
  data: {
    lineId: 'l-1',
    invoiceId,
    amountCents: camtCredit.amountCents,
    byId: 'a-1',
    manual: invoiceId !== 'inv-1',
    ...(paymentId ? { paymentId } : {}),
    at,
  },
});
const reopen = (paymentId = 'l-1', actor: { id: string; role: 'admin' | 'user' } = admin) => ({
  type: 'ReopenLine' as const,
  paymentId,
  actor,
  now,
});
const reopened: StatementLineEvent = {
  type: 'StatementLineReopened',
  data: { lineId: 'l-1', invoiceId: 'inv-1', paymentId: 'l-1', open: true, byId: 'a-1', at },
};
const confirmOnto = (invoiceId: string | null) => ({
  type: 'ConfirmLine' as const,
  invoiceId,
  actor: admin,
  newPaymentId: 'pay-2',
  now,
});

describe('a confirmed line whose payment was undone', () => {
  it('is open again when its own payment is undone', () => {
    spec([imported, confirmed()]).when(reopen()).then([reopened]);
  });
  it('not while unconfirmed, nor for another payment, nor by a client', () => {
    spec([imported]).when(reopen()).thenError('LineNotConfirmed');
    spec([imported, confirmed()]).when(reopen('pay-9')).thenError('LineNotConfirmed');
    spec([imported, confirmed()])
      .when(reopen('l-1', { id: 'c-1', role: 'user' }))
      .thenError('NotAllowed');
  });
  it('is confirmed again onto the invoice the admin chooses, under a new payment id; its old proposal is gone', () => {
    spec([imported, confirmed(), reopened])
      .when(confirmOnto('inv-2'))
      .then([confirmed('inv-2', 'pay-2')]);
    spec([imported, confirmed(), reopened]).when(confirmOnto(null)).thenError('NoInvoiceChosen');
  });
});

describe('a split line whose payments are undone', () => {
  const data = {
    lineId: 'l-1',
    invoiceId: 'inv-1',
    amountCents: camtCredit.amountCents,
    allocations: [
      { invoiceId: 'inv-1', amountCents: 100 },
      { invoiceId: 'inv-2', amountCents: camtCredit.amountCents - 100 },
    ],
    byId: 'a-1',
    manual: false,
    at,
  };
  const split: StatementLineEvent = { type: 'StatementLineConfirmed', data };
  // The second part's payment id is derived from the line and its invoice (confirmedParts).
  const [, second] = confirmedParts(data);
  it('stays confirmed while one part is still booked, and is open once both are undone', () => {
    const first: StatementLineEvent = {
      type: 'StatementLineReopened',
      data: { lineId: 'l-1', invoiceId: 'inv-1', paymentId: 'l-1', open: false, byId: 'a-1', at },
    };
    spec([imported, split]).when(reopen('l-1')).then([first]);
    spec([imported, split, first])
      .when(reopen(second!.paymentId))
      .then([
        {
          type: 'StatementLineReopened',
          data: { lineId: 'l-1', invoiceId: 'inv-2', paymentId: second!.paymentId, open: true, byId: 'a-1', at },
        },
      ]);
    spec([imported, split, first]).when(reopen('l-1')).thenError('LineNotConfirmed');
  });
});
