import { describe, expect, it } from 'vitest';
import { at, now, specOf } from '../../server/testing/decider-spec';
import { paymentSettingsDecider, splitOver, statementLineDecider } from './decide';
import type { StatementLineEvent } from './events';
import type { LineProposal } from './contract';
import { amountFit, matchLine, oneCharApart, samePayer } from './matching';
import { camtCredit } from './testing/statement-line';

const admin = { id: 'a-1', role: 'admin' as const };
/** The fixture's credit, paid with the invoice number as its purpose. */
const line = { ...camtCredit, lineId: 'l-1', purpose: 'RE 2026-0001', counterpartyIban: null };
const proposal: LineProposal = { invoiceId: 'inv-1', matchedBy: 'invoiceNumber' };
const { lineId: _l, ...fields } = line;
const imported = (p: LineProposal | null = proposal, extra: Partial<typeof fields> = {}): StatementLineEvent => ({
  type: 'StatementLineImported',
  data: { ...fields, ...extra, lineId: 'l-1', format: 'camt053', proposal: p, at },
});

describe('a statement line', () => {
  const spec = specOf(statementLineDecider, 'l-1');
  const importIt = { type: 'ImportLine' as const, line, format: 'camt053' as const, proposal, now };
  const confirm = (invoiceId: string | null = null, actor: { id: string; role: 'admin' | 'user' } = admin) => ({
    type: 'ConfirmLine' as const,
    invoiceId,
    actor,
    now,
  });

  it('is imported once with its proposal; the same line uploaded again appends nothing', () => {
    spec([]).when(importIt).then([imported()]);
    spec([imported()]).when(importIt).then([]);
  });
  it('only credits', () => {
    spec([])
      .when({ ...importIt, line: { ...line, amountCents: -500 } })
      .thenError('NotACredit');
  });
  it('is confirmed for its proposed invoice, or for the one the admin chose (then by hand)', () => {
    spec([imported()])
      .when(confirm())
      .then([
        {
          type: 'StatementLineConfirmed',
          data: {
            lineId: 'l-1',
            invoiceId: 'inv-1',
            amountCents: 119_000,
            allocations: [{ invoiceId: 'inv-1', amountCents: 119_000 }],
            byId: 'a-1',
            manual: false,
            at,
          },
        },
      ]);
    spec([imported(null)])
      .when(confirm('inv-9'))
      .then([
        {
          type: 'StatementLineConfirmed',
          data: {
            lineId: 'l-1',
            invoiceId: 'inv-9',
            amountCents: 119_000,
            allocations: [{ invoiceId: 'inv-9', amountCents: 119_000 }],
            byId: 'a-1',
            manual: true,
            at,
          },
        },
      ]);
  });
  it('a credit in another currency is imported without proposal and pays no invoice', () => {
    const usd = { ...line, currency: 'USD' };
    const { lineId: _u, ...usdFields } = usd;
    const importedUsd: StatementLineEvent = {
      type: 'StatementLineImported',
      data: { ...usdFields, lineId: 'l-1', format: 'camt053', proposal: null, at },
    };
    spec([])
      .when({ ...importIt, line: usd })
      .then([importedUsd]);
    spec([importedUsd]).when(confirm('inv-1')).thenError('NotInEuro');
  });
  it('an unmatched line needs the admin to choose; confirmed once only; admins only; not unknown lines', () => {
    spec([imported(null)])
      .when(confirm())
      .thenError('NoInvoiceChosen');
    spec([
      imported(),
      {
        type: 'StatementLineConfirmed',
        data: {
          lineId: 'l-1',
          invoiceId: 'inv-1',
          amountCents: 119_000,
          allocations: [{ invoiceId: 'inv-1', amountCents: 119_000 }],
          byId: 'a-1',
          manual: false,
          at,
        },
      },
    ])
      .when(confirm())
      .thenError('AlreadyConfirmed');
    spec([imported()])
      .when(confirm(null, { id: 'c-1', role: 'user' }))
      .thenError('NotAllowed');
    spec([]).when(confirm('inv-1')).thenError('LineNotFound');
  });
});

describe('payment settings', () => {
  const spec = specOf(paymentSettingsDecider, 'firm');
  const set = (autoActivate: boolean, actor: { id: string; role: 'admin' | 'user' } = admin) => ({
    type: 'SetPaymentSettings' as const,
    autoActivate,
    actor,
    now,
  });
  it('an admin turns automatic activation on and off; the same again appends nothing; nobody else', () => {
    spec([])
      .when(set(true))
      .then([{ type: 'PaymentSettingsSet', data: { autoActivate: true, at } }]);
    spec([]).when(set(false)).then([]);
    spec([{ type: 'PaymentSettingsSet', data: { autoActivate: true, at } }])
      .when(set(true))
      .then([]);
    spec([])
      .when(set(true, { id: 'c-1', role: 'user' }))
      .thenError('NotAllowed');
  });
});

describe('matching a line to an open invoice', () => {
  const open = [
    { id: 'inv-1', number: '2026-0001', paymentReference: null, openCents: 119_000 },
    { id: 'inv-2', number: '2026-0002', paymentReference: 'CP-4711-MUSTER', openCents: 50_000 },
  ];
  const m = (purpose: string, amountCents = 119_000, endToEndId: string | null = null) =>
    matchLine({ purpose, endToEndId, amountCents }, open);

  it('by the payment reference, whatever spaces, line breaks, dashes or case the payer used', () => {
    expect(m('Zahlung cp 4711\nmuster')).toEqual({ invoiceId: 'inv-2', matchedBy: 'paymentReference' });
    expect(m('x', 1, 'CP4711MUSTER')).toEqual({ invoiceId: 'inv-2', matchedBy: 'paymentReference' });
  });
  it('by the invoice number; the reference first when a purpose names both', () => {
    expect(m('Rechnung 2026 - 0001')).toEqual({ invoiceId: 'inv-1', matchedBy: 'invoiceNumber' });
    expect(m('RE 2026-0001 / CP-4711-MUSTER')).toEqual({ invoiceId: 'inv-2', matchedBy: 'paymentReference' });
  });
  it('nothing named: no proposal', () => {
    expect(m('Spende Sommerfest')).toBeNull();
  });
  it('the amount against what is open: exact, partial, over', () => {
    expect(amountFit(100, 100)).toBe('exact');
    expect(amountFit(50, 100)).toBe('partial');
    expect(amountFit(150, 100)).toBe('over');
  });
});

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
      .when({ type: 'ConfirmLine', invoiceId: null, openInvoices: open, actor: admin, now })
      .then([
        {
          type: 'StatementLineConfirmed',
          data: {
            lineId: 'l-1',
            invoiceId: 'inv-33',
            amountCents: 321_300,
            allocations: [
              { invoiceId: 'inv-33', amountCents: 202_300 },
              { invoiceId: 'inv-34', amountCents: 119_000 },
            ],
            byId: 'a-1',
            manual: false,
            at,
          },
        },
      ]);
    spec([given])
      .when({ type: 'ConfirmLine', invoiceId: 'inv-34', openInvoices: open, actor: admin, now })
      .then([
        {
          type: 'StatementLineConfirmed',
          data: {
            lineId: 'l-1',
            invoiceId: 'inv-34',
            amountCents: 321_300,
            allocations: [{ invoiceId: 'inv-34', amountCents: 321_300 }],
            byId: 'a-1',
            manual: true,
            at,
          },
        },
      ]);
  });
});

describe('uncertain proposals, reversals and dismissing (issue 31)', () => {
  const spec = specOf(statementLineDecider, 'l-1');
  const confirm = (invoiceId: string | null) => ({ type: 'ConfirmLine' as const, invoiceId, actor: admin, now });
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
        .then([
          {
            type: 'StatementLineConfirmed',
            data: {
              lineId: 'l-1',
              invoiceId: 'inv-1',
              amountCents: 119_000,
              allocations: [{ invoiceId: 'inv-1', amountCents: 119_000 }],
              byId: 'a-1',
              manual: false,
              at,
            },
          },
        ]);
    }
  });

  it('a reversal or return is imported with its kind, never confirmed as a payment (not yet possible)', () => {
    const reversal = { ...line, kind: 'return' as const, returnReason: 'MD06' };
    spec([])
      .when({ type: 'ImportLine', line: reversal, format: 'camt053', proposal, now })
      .then([imported(proposal, { kind: 'return', returnReason: 'MD06' })]);
    spec([imported(proposal, { kind: 'return' })])
      .when(confirm(null))
      .thenError('ReversalNotYetPossible');
    spec([imported(proposal, { kind: 'reversal' })])
      .when({ type: 'ConfirmReversal', actor: admin, now })
      .thenError('ReversalNotYetPossible');
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

describe('matching beyond the exact number (issue 31)', () => {
  const open = [
    { id: 'inv-33', number: '2026-0033', paymentReference: null, openCents: 202_300, clientName: 'Anna Schäfer' },
    { id: 'inv-34', number: '2026-0034', paymentReference: null, openCents: 119_000, clientName: 'Bauer & Söhne KG' },
    { id: 'inv-77', number: '2026-0077', paymentReference: null, openCents: 59_500, clientName: 'Jürgen Müßig' },
  ];
  const m = (purpose: string, amountCents = 119_000, counterpartyName: string | null = null) =>
    matchLine({ purpose, endToEndId: null, amountCents, counterpartyName }, open);

  it('several numbers in one purpose: split over those invoices, in number order', () => {
    expect(m('RE 2026-0034 und RE 2026-0033', 321_300)).toEqual({
      invoiceId: 'inv-33',
      matchedBy: 'invoiceNumbers',
      invoiceIds: ['inv-33', 'inv-34'],
    });
    // Several named, the amount fits one exactly: that one.
    expect(m('RE 2026-0033, 2026-0034', 119_000)).toEqual({ invoiceId: 'inv-34', matchedBy: 'invoiceNumber' });
  });

  it('a number one character off (substituted, swapped, missing, extra) is proposed as similar', () => {
    expect(m('Rechnung 2026-0707', 59_500)).toEqual({ invoiceId: 'inv-77', matchedBy: 'similarNumber' });
    expect(m('Rechnung 2026 077', 59_500)).toEqual({ invoiceId: 'inv-77', matchedBy: 'similarNumber' });
    expect(m('Rechnung 2026-00717', 59_500)).toEqual({ invoiceId: 'inv-77', matchedBy: 'similarNumber' });
    // 2026-0035 is one off 0033 and 0034: the amount decides, else no proposal.
    expect(m('RE 2026-0035', 119_000)).toEqual({ invoiceId: 'inv-34', matchedBy: 'similarNumber' });
    expect(m('RE 2026-0035', 5_000)).toBeNull();
    expect(m('Rechnung 2026-9999', 59_500)).toBeNull();
  });

  it('no number: the one invoice whose open amount and client name fit the payer', () => {
    expect(m('Coaching Maerz', 202_300, 'SCHAEFER, ANNA')).toEqual({
      invoiceId: 'inv-33',
      matchedBy: 'amountAndPayer',
    });
    expect(m('Coaching Maerz', 202_300, 'Fremde GmbH')).toBeNull();
    expect(m('Coaching Maerz', 100, 'Anna Schäfer')).toBeNull();
  });

  it('the helpers: one character apart, the same payer', () => {
    expect(oneCharApart('20260033', '20260303')).toBe(true);
    expect(oneCharApart('20260033', '20263300')).toBe(false);
    expect(oneCharApart('20260033', '20260033')).toBe(false);
    expect(samePayer('Bauer & Söhne KG', 'Söhne Bauer')).toBe(true);
    expect(samePayer('Müller GmbH', 'Schmidt GmbH')).toBe(false);
  });
});
