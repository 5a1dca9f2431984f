import { describe, expect, it } from 'vitest';
import { at, now, specOf } from '../../server/testing/decider-spec';
import { splitOver } from './allocations';
import { statementLineDecider } from './decide';
import type { StatementLineEvent } from './events';
import type { LineProposal } from './contract';
import { admin, confirm, confirmed, imported, line, proposal } from './testing/decide-fixtures';

describe('a transfer naming several invoices, split over them (issue 31)', () => {
  const spec = specOf(statementLineDecider, 'l-1');
  const split: LineProposal = { invoiceId: 'inv-33', matchedBy: 'invoiceNumbers', invoiceIds: ['inv-33', 'inv-34'] };
  const open = [
    { id: 'inv-34', number: '2026-0034', openCents: 119_000 },
    { id: 'inv-33', number: '2026-0033', openCents: 202_300 },
  ];

  it('each open amount in number order, the rest as overpayment on the last', () => {
    expect(splitOver(321_300, open)).toEqual([
      { invoiceId: 'inv-33', amountCents: 202_300 },
      { invoiceId: 'inv-34', amountCents: 119_000 },
    ]);
    expect(splitOver(350_000, open)).toEqual([
      { invoiceId: 'inv-33', amountCents: 202_300 },
      { invoiceId: 'inv-34', amountCents: 147_700 },
    ]);
    // Less than the first: all on the first, nothing on the second.
    expect(splitOver(100_000, open)).toEqual([{ invoiceId: 'inv-33', amountCents: 100_000 }]);
    // The first paid meanwhile: it gets nothing, the second all.
    expect(splitOver(119_000, [{ ...open[1]!, openCents: 0 }, open[0]!])).toEqual([
      { invoiceId: 'inv-34', amountCents: 119_000 },
    ]);
  });

  it('confirming the proposal books the split as one event; naming one invoice books all on it', () => {
    const given = imported(split, { amountCents: 321_300 });
    spec([given])
      .when({ ...confirm(null), openInvoices: open })
      .then([
        confirmed('inv-33', {
          amountCents: 321_300,
          allocations: [
            { invoiceId: 'inv-33', amountCents: 202_300 },
            { invoiceId: 'inv-34', amountCents: 119_000 },
          ],
        }),
      ]);
    spec([given])
      .when({ ...confirm('inv-34'), openInvoices: open })
      .then([confirmed('inv-34', { amountCents: 321_300, manual: true })]);
  });
});
describe('uncertain proposals, reversals and dismissing (issue 31)', () => {
  const spec = specOf(statementLineDecider, 'l-1');
  const dismiss = (reason: string, actor: { id: string; role: 'admin' | 'user' } = admin) => ({
    type: 'DismissLine' as const,
    reason,
    actor,
    now,
  });

  it("'Nummer ähnlich' and 'Betrag und Zahler' are never booked without the admin naming the invoice", () => {
    for (const matchedBy of ['similarNumber', 'amountAndPayer'] as const) {
      spec([imported({ invoiceId: 'inv-1', matchedBy })])
        .when(confirm(null))
        .thenError('UncertainProposal');
      spec([imported({ invoiceId: 'inv-1', matchedBy })])
        .when(confirm('inv-1'))
        .then([confirmed('inv-1')]);
    }
  });

  it('a reversal or return is imported with its kind, never booked as a payment, and takes back the payment it names', () => {
    const reversal = { ...line, kind: 'return' as const, returnReason: 'MD06' };
    spec([])
      .when({ type: 'ImportLine', line: reversal, format: 'camt053', proposal, now })
      .then([imported(proposal, { kind: 'return', returnReason: 'MD06' })]);
    spec([imported(proposal, { kind: 'return' })])
      .when(confirm(null))
      .thenError('NotACredit');
    const takeBack = (payments: { id: string; amountCents: number }[], invoiceId: string | null = null) => ({
      type: 'ConfirmReversal' as const,
      invoiceId,
      payments,
      actor: admin,
      now,
    });
    // The newest payment of the line's amount still booked is the one taken back.
    spec([imported(proposal, { kind: 'reversal' })])
      .when(
        takeBack([
          { id: 'pay-old', amountCents: 119_000 },
          { id: 'pay-part', amountCents: 50_000 },
          { id: 'pay-new', amountCents: 119_000 },
        ]),
      )
      .then([
        {
          type: 'StatementLineConfirmed',
          data: {
            lineId: 'l-1',
            invoiceId: 'inv-1',
            amountCents: 119_000,
            byId: 'a-1',
            manual: false,
            takesBack: 'pay-new',
            at,
          },
        },
      ]);
    spec([imported(proposal, { kind: 'reversal' })])
      .when(takeBack([{ id: 'pay-part', amountCents: 50_000 }]))
      .thenError('NoPaymentToTakeBack');
    spec([imported(proposal)])
      .when(takeBack([{ id: 'pay-1', amountCents: 119_000 }]))
      .thenError('NotAReversal');
    spec([imported(null, { kind: 'return' })])
      .when(takeBack([{ id: 'pay-1', amountCents: 119_000 }]))
      .thenError('NoInvoiceChosen');
  });

  it('an unrelated line is dismissed once with its reason; not without one, not once confirmed, admins only', () => {
    spec([imported(null)])
      .when(dismiss('  Spende, keine Rechnung '))
      .then([
        { type: 'StatementLineDismissed', data: { lineId: 'l-1', reason: 'Spende, keine Rechnung', byId: 'a-1', at } },
      ]);
    spec([imported(null)])
      .when(dismiss(' x '))
      .thenError('ReasonMissing');
    spec([imported(null)])
      .when(dismiss('Spende', { id: 'u-1', role: 'user' }))
      .thenError('NotAllowed');
    spec([]).when(dismiss('Spende')).thenError('LineNotFound');
    const dismissed: StatementLineEvent = {
      type: 'StatementLineDismissed',
      data: { lineId: 'l-1', reason: 'Spende', byId: 'a-1', at },
    };
    spec([imported(null), dismissed])
      .when(dismiss('Spende'))
      .thenError('AlreadyDismissed');
    spec([imported(null), dismissed])
      .when(confirm('inv-1'))
      .thenError('AlreadyDismissed');
    spec([
      imported(),
      {
        type: 'StatementLineConfirmed',
        data: { lineId: 'l-1', invoiceId: 'inv-1', amountCents: 1, byId: 'a-1', manual: false, at },
      },
    ])
      .when(dismiss('Spende'))
      .thenError('AlreadyConfirmed');
  });
});
