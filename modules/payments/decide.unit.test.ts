import { describe, expect, it } from 'vitest';
import { at, now, specOf } from '../../server/testing/decider-spec';
import { paymentSettingsDecider, statementLineDecider } from './decide';
import type { StatementLineEvent } from './events';
import { amountFit, matchLine } from './matching';
import { camtCredit } from './testing/statement-line';

const admin = { id: 'a-1', role: 'admin' as const };
/** The fixture's credit, paid with the invoice number as its purpose. */
const line = { ...camtCredit, lineId: 'l-1', purpose: 'RE 2026-0001', counterpartyIban: null };
const proposal = { invoiceId: 'inv-1', matchedBy: 'invoiceNumber' as const };
const { lineId: _l, ...fields } = line;
const imported = (p: typeof proposal | null = proposal): StatementLineEvent => ({
  type: 'StatementLineImported',
  data: { ...fields, lineId: 'l-1', format: 'camt053', proposal: p, at },
});

describe('a statement line', () => {
  const spec = specOf(statementLineDecider, 'l-1');
  const importIt = { type: 'ImportLine' as const, line, format: 'camt053' as const, proposal, now };
  const confirm = (invoiceId: string | null = null, actor: { id: string; role: 'admin' | 'user' } = admin) => ({
    type: 'ConfirmLine' as const,
    invoiceId,
    actor,
    newPaymentId: 'pay-2',
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
          data: { lineId: 'l-1', invoiceId: 'inv-1', amountCents: 119_000, byId: 'a-1', manual: false, at },
        },
      ]);
    spec([imported(null)])
      .when(confirm('inv-9'))
      .then([
        {
          type: 'StatementLineConfirmed',
          data: { lineId: 'l-1', invoiceId: 'inv-9', amountCents: 119_000, byId: 'a-1', manual: true, at },
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
        data: { lineId: 'l-1', invoiceId: 'inv-1', amountCents: 119_000, byId: 'a-1', manual: false, at },
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
