import { describe, expect, it } from 'vitest';
import { at, now, specOf } from '../../server/testing/decider-spec';
import { payoutMessageIdOf, payoutsDecider, type CreditFact, type StatementFact } from './decide-payouts';
import type { PayoutEvent } from './payout-events';

const admin = { id: 'a-1', role: 'admin' as const };
const coach = { id: 'p-1', role: 'partner' as const };
const P1 = '11111111-2222-4333-8444-555555555555';
const P2 = '99999999-2222-4333-8444-555555555555';
const spec = specOf(payoutsDecider, 'firm');

const fact = (n: number, over: Partial<StatementFact> = {}): StatementFact => ({
  statementId: `s-${n}`,
  status: 'issued',
  partnerId: `p-${n}`,
  partnerName: 'Jürgen Groß',
  month: '2026-10',
  number: `GS-2026-000${n}`,
  grossCents: 100_000 * n,
  hasIban: true,
  ...over,
});
const create = (statements: StatementFact[], over: Record<string, unknown> = {}) => ({
  type: 'CreatePayout' as const,
  payoutId: P1,
  actor: admin,
  statements,
  credits: [] as CreditFact[],
  hasFirmAccount: true,
  executionDate: '2026-03-12',
  now,
  ...over,
});
const transfer = (n: number) => ({
  statementId: `s-${n}`,
  partnerId: `p-${n}`,
  number: `GS-2026-000${n}`,
  amountCents: 100_000 * n,
});
const created = (payoutId = P1, ns = [1, 2]): PayoutEvent => ({
  type: 'PayoutCreated',
  data: {
    payoutId,
    messageId: payoutMessageIdOf(payoutId),
    executionDate: '2026-03-12',
    transfers: ns.map(transfer),
    totalCents: ns.reduce((s, n) => s + 100_000 * n, 0),
    byId: 'a-1',
    at,
  },
});
const debit = (reference: string, amountCents: number, bankLineId = 'line-1') => ({
  bankLineId,
  bookedOn: '2026-03-13',
  amountCents,
  reference,
});
const settle = (...debits: ReturnType<typeof debit>[]) => ({ type: 'SettleDebits' as const, debits, now });
const paid = (statementIds: string[], bankLineId = 'line-1', payoutId = P1): PayoutEvent => ({
  type: 'PayoutPaid',
  data: {
    payoutId,
    statementIds,
    partnerIds: statementIds.map((s) => s.replace('s-', 'p-')),
    bankLineId,
    bookedOn: '2026-03-13',
    at,
  },
});

describe('creating a payout', () => {
  it('given issued statements with an IBAN, the office gets one transfer per statement, its gross amount, the total', () => {
    spec([])
      .when(create([fact(1), fact(2)]))
      .then([created()]);
  });
  it('the message id is unique per payout, in the SEPA set and within 35 characters', () => {
    expect(payoutMessageIdOf(P1)).toBe('AUSZ1111111122224333844455555555');
    expect(payoutMessageIdOf(P1).length).toBeLessThanOrEqual(35);
  });
  it('only the office pays out', () => {
    spec([])
      .when(create([fact(1)], { actor: coach }))
      .thenError('NotAllowed');
  });
  it('not without the firm’s account', () => {
    spec([])
      .when(create([fact(1)], { hasFirmAccount: false }))
      .thenError('PayoutNoFirmAccount');
  });
  it('refused as a whole, naming the statement: unknown, not issued, no positive amount, no IBAN', () => {
    spec([])
      .when(create([fact(1), fact(2, { status: null })]))
      .thenError({ code: 'PayoutStatementNotFound', statement: 's-2' });
    spec([])
      .when(create([fact(1), fact(2, { status: 'confirmed', number: null })]))
      .thenError({ code: 'PayoutStatementNotIssued', statement: 'Abrechnung 10/2026 von Jürgen Groß' });
    spec([])
      .when(create([fact(1, { grossCents: -500 })]))
      .thenError({ code: 'PayoutNothingToPay', statement: 'GS-2026-0001' });
    spec([])
      .when(create([fact(1), fact(2, { hasIban: false })]))
      .thenError({ code: 'PayoutNoIban', statement: 'GS-2026-0002' });
  });
  it('a statement already in a payout is not paid out again', () => {
    spec([created()])
      .when(create([fact(3), fact(2)], { payoutId: P2 }))
      .thenError({ code: 'PayoutAlreadyPaidOut', statement: 'GS-2026-0002' });
  });
});

describe('the bank statement’s debits mark payouts paid', () => {
  it('one debit of the whole file, naming its message id with the total: every transfer paid', () => {
    spec([created()])
      .when(settle(debit(`SAMMLER ${payoutMessageIdOf(P1)}`, 300_000)))
      .then([paid(['s-1', 's-2'])]);
  });
  it('a debit per transfer, naming its Gutschrift number (folded as the bank writes it) with its amount', () => {
    spec([created()])
      .when(settle(debit('GUTSCHRIFTGS20260002', 200_000, 'line-2')))
      .then([paid(['s-2'], 'line-2')]);
  });
  it('nothing guessed: another amount, another number (GS-2026-00021), or a debit without reference pays nothing', () => {
    spec([created()])
      .when(settle(debit('GUTSCHRIFTGS20260002', 199_999), debit('GS202600021', 200_000), debit('MIETE', 100_000)))
      .then([]);
  });
  it('paid once: the same debit again (the statement uploaded twice) appends nothing', () => {
    spec([created(), paid(['s-2'], 'line-2')])
      .when(settle(debit('GUTSCHRIFTGS20260002', 200_000, 'line-2')))
      .then([]);
  });
  it('after one transfer is paid, the file’s debit pays what is still open', () => {
    spec([created(), paid(['s-2'], 'line-2')])
      .when(settle(debit(payoutMessageIdOf(P1), 100_000, 'line-3')))
      .then([paid(['s-1'], 'line-3')]);
  });
  it('two debits in one statement pay two transfers', () => {
    spec([created()])
      .when(settle(debit('GS20260001', 100_000, 'l-1'), debit('GS20260002', 200_000, 'l-2')))
      .then([paid(['s-1'], 'l-1'), paid(['s-2'], 'l-2')]);
  });
});

describe('a Gutschrift that takes money back is set off against the next payout (its PDF promises it)', () => {
  // p-1 was paid for December (GS-2026-0002) and a correction took 119,00 € back (GS-2026-0003, negative).
  const credit = (n: number, grossCents: number, partnerId = 'p-5'): CreditFact => ({
    statementId: `s-${n}`,
    partnerId,
    number: `GS-2026-000${n}`,
    grossCents,
  });
  const credits = [credit(3, -11_900), credit(4, -600_000), credit(6, -100, 'p-6'), credit(7, 5_000)];
  const offsetTransfer = {
    statementId: 's-5',
    partnerId: 'p-5',
    number: 'GS-2026-0005',
    amountCents: 488_100,
    offsets: [{ statementId: 's-3', number: 'GS-2026-0003', amountCents: -11_900 }],
  };
  const offsetPayout: PayoutEvent = {
    type: 'PayoutCreated',
    data: {
      payoutId: P1,
      messageId: payoutMessageIdOf(P1),
      executionDate: '2026-03-12',
      transfers: [offsetTransfer],
      totalCents: 488_100,
      byId: 'a-1',
      at,
    },
  };
  it('the Accelerator’s newest transfer is reduced by it, oldest first, while it stays above 0; the rest waits', () => {
    spec([])
      .when(create([fact(5)], { credits }))
      .then([offsetPayout]);
  });
  it('set off once: the next payout does not take it again', () => {
    spec([offsetPayout])
      .when(create([fact(8, { partnerId: 'p-5' })], { payoutId: P2, credits: [credit(3, -11_900)] }))
      .then([
        expect.objectContaining({
          data: expect.objectContaining({
            transfers: [{ statementId: 's-8', partnerId: 'p-5', number: 'GS-2026-0008', amountCents: 800_000 }],
          }),
        }),
      ]);
  });
  it('the bank’s debit of the reduced amount settles the transfer and the Gutschrift set off', () => {
    spec([offsetPayout])
      .when(settle(debit('GS20260005', 488_100)))
      .then([
        {
          type: 'PayoutPaid',
          data: {
            payoutId: P1,
            statementIds: ['s-5', 's-3'],
            partnerIds: ['p-5'],
            bankLineId: 'line-1',
            bookedOn: '2026-03-13',
            at,
          },
        },
      ]);
  });
});
