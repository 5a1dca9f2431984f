import { describe, it } from 'vitest';
import { at, now, specOf } from '../../server/testing/decider-spec';
import { paymentSettingsDecider, statementLineDecider } from './decide';
import type { StatementLineEvent } from './events';
import { admin, confirm, confirmed, imported, line, proposal } from './testing/decide-fixtures';

describe('a statement line', () => {
  const spec = specOf(statementLineDecider, 'l-1');
  const importIt = { type: 'ImportLine' as const, line, format: 'camt053' as const, proposal, now };

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
      .then([confirmed('inv-1')]);
    spec([imported(null)])
      .when(confirm('inv-9'))
      .then([confirmed('inv-9', { manual: true })]);
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
    spec([imported(), confirmed('inv-1')])
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
