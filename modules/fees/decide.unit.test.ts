import { describe, expect, it } from 'vitest';
import { at, now, specOf } from '../../server/testing/decider-spec';
import type { BillingData } from './contract';
import { creditNoteNumberOf, feeTermsDecider } from './decide';
import { amountOf, previousMonth, statementLines, termsFor, type MeetingFact } from './decide-lines';
import { statementDecider, vatOf } from './decide-statement';
import type { FeeTerms, StatementEvent } from './events';
import type { GutschriftBuyer } from './documents/gutschrift';
import { sampleFirm, sampleLine } from './documents/sample-gutschriften';

const admin = { id: 'a-1', role: 'admin' as const };
const coach = { id: 'p-1', role: 'partner' as const };
const other = { id: 'p-2', role: 'partner' as const };
const terms = (over: Partial<FeeTerms> = {}): FeeTerms => ({
  validFrom: '2026-01',
  hourlyRate: 8500,
  ratesByPackageType: {},
  payLateCancellations: true,
  payNoShows: false,
  tax: { kind: 'vat', rate: 19 },
  ...over,
});
const meeting = (over: Partial<MeetingFact> = {}): MeetingFact => ({
  meetingId: 'm-1',
  partnerId: 'p-1',
  clientId: 'c-1',
  userPackageId: 'up-1',
  packageName: 'Coaching',
  packageType: 'Coaching',
  date: '2026-02-10',
  status: 'completed',
  noShow: false,
  lateCancellation: false,
  hoursUsed: 1.5,
  ...over,
});
const linesOf = (meetings: MeetingFact[], settled = new Map(), month = '2026-02', history = [terms()]) =>
  statementLines({ partnerId: 'p-1', month, meetings, settled, terms: history });

describe('what the terms pay', () => {
  it('a completed meeting: its hours × the rate, rounded to the cent', () => {
    expect(linesOf([meeting()])).toMatchObject([
      { hundredths: 150, rateCents: 8500, amountCents: 12750, correction: false },
    ]);
    expect(amountOf(33, 8333)).toBe(2750);
  });
  it('a charged late cancellation if agreed, a no-show only if agreed, a meeting not held never', () => {
    const late = meeting({ meetingId: 'm-2', status: 'cancelled', lateCancellation: true });
    const noShow = meeting({ meetingId: 'm-3', noShow: true });
    const notHeld = meeting({ meetingId: 'm-4', status: 'not_held' });
    const cancelled = meeting({ meetingId: 'm-5', status: 'cancelled' });
    expect(linesOf([late, noShow, notHeld, cancelled]).map((l) => [l.meetingId, l.kind])).toEqual([
      ['m-2', 'lateCancellation'],
    ]);
    const generous = [terms({ payNoShows: true, payLateCancellations: false })];
    expect(linesOf([late, noShow], new Map(), '2026-02', generous).map((l) => l.kind)).toEqual(['noShow']);
  });
  it('a rate per package type wins over the hourly rate', () => {
    const history = [terms({ ratesByPackageType: { Coaching: 10000 } })];
    expect(linesOf([meeting()], new Map(), '2026-02', history)[0]!.amountCents).toBe(15000);
  });
  it('a package named like an object property (toString, constructor) is paid the hourly rate, not NaN', () => {
    const history = [terms({ ratesByPackageType: JSON.parse('{"Coaching": 10000}') as Record<string, number> })];
    for (const name of ['toString', 'constructor', '__proto__'])
      expect(linesOf([meeting({ packageType: name })], new Map(), '2026-02', history)[0]!.amountCents).toBe(12750);
  });
  it('terms from a month on change no earlier month: each meeting by the terms of its own month', () => {
    const history = [terms(), terms({ validFrom: '2026-03', hourlyRate: 10000 })];
    expect(termsFor(history, '2026-02')!.hourlyRate).toBe(8500);
    expect(termsFor(history, '2026-03')!.hourlyRate).toBe(10000);
    expect(termsFor(history, '2025-12')).toBeNull();
    expect(linesOf([meeting()], new Map(), '2026-02', history)[0]!.amountCents).toBe(12750);
  });
  it('a meeting of an earlier month corrected after its statement: the difference, as a correction line', () => {
    const settled = new Map([['m-1', { hundredths: 150, amountCents: 12750 }]]);
    // Settled as it still is: nothing.
    expect(linesOf([meeting()], settled, '2026-03')).toEqual([]);
    // Handed to another Accelerator since: paid back.
    expect(linesOf([meeting({ partnerId: 'p-9' })], settled, '2026-03')).toMatchObject([
      { correction: true, hundredths: -150, amountCents: -12750 },
    ]);
    // Completed only after its month's statement: paid with the next one.
    expect(linesOf([meeting()], new Map(), '2026-03')).toMatchObject([{ correction: true, amountCents: 12750 }]);
  });
  it('meetings of a later month wait for their own statement', () => {
    expect(linesOf([meeting({ date: '2026-04-01' })])).toEqual([]);
  });
  it('the job drafts the month before', () => {
    expect(previousMonth('2027-01')).toBe('2026-12');
    expect(previousMonth('2026-11')).toBe('2026-10');
  });
});

describe('fee terms', () => {
  const spec = specOf(feeTermsDecider, 'p-1');
  const set = (
    over: Partial<{ actor: typeof admin | typeof coach; isPartner: boolean; last: string | null; t: FeeTerms }> = {},
  ) => ({
    type: 'SetFeeTerms' as const,
    actor: over.actor ?? admin,
    isPartner: over.isPartner ?? true,
    terms: over.t ?? terms(),
    lastBilledMonth: over.last ?? null,
    now,
  });
  const saved = (t = terms()) => ({
    type: 'FeeTermsSet' as const,
    data: { partnerId: 'p-1', terms: t, byId: 'a-1', at },
  });
  it('are set by the office for an Accelerator; the same again appends nothing', () => {
    spec([]).when(set()).then([saved()]);
    spec([saved()]).when(set()).then([]);
  });
  it('only by the office, only for an Accelerator', () => {
    spec([])
      .when(set({ actor: coach }))
      .thenError('NotAllowed');
    spec([])
      .when(set({ isPartner: false }))
      .thenError('NotAPartner');
  });
  it('never from a month that already has a statement', () => {
    spec([])
      .when(set({ last: '2026-01' }))
      .thenError('MonthAlreadyBilled');
    spec([])
      .when(set({ last: '2025-12' }))
      .then([saved()]);
  });
});

const line = sampleLine({ lineId: 'm-1', date: '2026-02-10' });
const seller: BillingData = {
  legalName: 'Paula Coach',
  address: { street: 'Weg 1', postalCode: '10115', city: 'Berlin', country: 'DE' },
  taxNumber: '27/123/45678',
  vatId: null,
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: null,
  accountHolder: 'Paula Coach',
};
const firm = sampleFirm;
const drafted: StatementEvent = {
  type: 'StatementDrafted',
  data: { statementId: 's-1', partnerId: 'p-1', month: '2026-02', lines: [line], at },
};
const disputed: StatementEvent = {
  type: 'StatementLineDisputed',
  data: { statementId: 's-1', partnerId: 'p-1', lineId: 'm-1', reason: 'Fand nicht statt', at },
};

describe('a monthly statement', () => {
  const spec = specOf(statementDecider, 's-1');
  const draft = (month = '2026-02', lines = [line]) => ({
    type: 'DraftStatement' as const,
    partnerId: 'p-1',
    month,
    lines,
    berlinMonth: '2026-03',
    now,
  });
  const issue = (
    over: { actor?: typeof admin | null; seller?: BillingData | null; buyer?: GutschriftBuyer | null; now?: Date } = {},
  ) => ({
    type: 'IssueStatement' as const,
    actor: over.actor === undefined ? admin : over.actor,
    seller: over.seller === undefined ? seller : over.seller,
    buyer: over.buyer === undefined ? firm : over.buyer,
    terms: [terms()],
    number: { year: 2026, sequence: 1, number: 'GS-2026-0001' },
    issuedOn: '2026-03-12',
    berlinMonth: '2026-03',
    now: over.now ?? now,
  });

  it('is drafted once, only after its month ended, only with something to bill', () => {
    spec([]).when(draft()).then([drafted]);
    spec([drafted]).when(draft()).then([]);
    spec([]).when(draft('2026-03')).thenError('MonthNotEnded');
    spec([]).when(draft('2026-02', [])).thenError('NothingToBill');
  });
  it('is confirmed or disputed by its own Accelerator; another learns nothing of it', () => {
    spec([drafted])
      .when({ type: 'ConfirmStatement', actor: coach, now })
      .then([{ type: 'StatementConfirmed', data: { statementId: 's-1', partnerId: 'p-1', at } }]);
    spec([drafted]).when({ type: 'ConfirmStatement', actor: other, now }).thenError('StatementNotFound');
    spec([drafted])
      .when({ type: 'DisputeLine', actor: coach, lineId: 'm-1', reason: 'Fand nicht statt', now })
      .then([disputed]);
    spec([drafted])
      .when({ type: 'DisputeLine', actor: coach, lineId: 'nope', reason: 'x', now })
      .thenError('LineNotFound');
    spec([drafted, disputed]).when({ type: 'ConfirmStatement', actor: coach, now }).thenError('OpenDispute');
  });
  it('is not issued while a dispute is open; the office resolves it first', () => {
    spec([drafted, disputed]).when(issue()).thenError('OpenDispute');
    spec([drafted, disputed])
      .when({ type: 'ResolveDispute', actor: admin, lineId: 'm-1', remove: true, note: null, now })
      .then([
        {
          type: 'StatementDisputeResolved',
          data: { statementId: 's-1', partnerId: 'p-1', lineId: 'm-1', remove: true, note: null, byId: 'a-1', at },
        },
      ]);
    spec([drafted])
      .when({ type: 'ResolveDispute', actor: admin, lineId: 'm-1', remove: true, note: null, now })
      .thenError('NoDispute');
  });
  it('is issued with its number, the seller copied, net, VAT and gross; never again', () => {
    const issued: StatementEvent = {
      type: 'StatementIssued',
      data: {
        statementId: 's-1',
        partnerId: 'p-1',
        month: '2026-02',
        number: 'GS-2026-0001',
        year: 2026,
        issuedOn: '2026-03-12',
        seller,
        buyer: firm,
        tax: { kind: 'vat', rate: 19 },
        hundredths: 150,
        netCents: 12750,
        vatCents: 2423,
        grossCents: 15173,
        auto: false,
        at,
      },
    };
    spec([drafted]).when(issue()).then([issued]);
    spec([drafted, issued]).when(issue()).thenError('AlreadyIssued');
    spec([drafted, issued])
      .when({ type: 'DisputeLine', actor: coach, lineId: 'm-1', reason: 'x', now })
      .thenError('AlreadyIssued');
    spec([drafted])
      .when(issue({ seller: null }))
      .thenError('NoBillingData');
    // Without the firm's saved data the statement is issued all the same, without a frozen buyer.
    const { buyer: _none, ...withoutBuyer } = (issued as Extract<StatementEvent, { type: 'StatementIssued' }>).data;
    spec([drafted])
      .when(issue({ buyer: null }))
      .then([{ type: 'StatementIssued', data: withoutBuyer }]);
    spec([drafted])
      .when({ ...issue(), berlinMonth: '2026-02' })
      .thenError('MonthNotEnded');
  });
  it('is issued by the job only 7 days after drafting without objection', () => {
    spec([drafted])
      .when(issue({ actor: null }))
      .thenError('NotDue');
    const later = new Date(now.getTime() + 7 * 24 * 3600_000);
    spec([drafted])
      .when(issue({ actor: null, now: later }))
      .then([expect.objectContaining({ type: 'StatementIssued', data: expect.objectContaining({ auto: true }) })]);
  });
  it('the job holds a due statement without billing data once (the office is told), and nothing else', () => {
    const later = new Date(now.getTime() + 7 * 24 * 3600_000);
    const hold = (hasBilling: boolean, when = later) => ({ type: 'HoldStatement' as const, hasBilling, now: when });
    const held: StatementEvent = {
      type: 'StatementIssueHeld',
      data: {
        statementId: 's-1',
        partnerId: 'p-1',
        month: '2026-02',
        reason: 'billingMissing',
        at: later.toISOString(),
      },
    };
    spec([drafted]).when(hold(false)).then([held]);
    spec([drafted, held]).when(hold(false)).then([]);
    spec([drafted]).when(hold(true)).then([]);
    spec([drafted]).when(hold(false, now)).then([]);
    spec([drafted, disputed]).when(hold(false)).then([]);
    spec([]).when(hold(false)).thenError('StatementNotFound');
  });
  it('small business: no VAT (§ 19 UStG); numbers GS-2026-0001', () => {
    expect(vatOf(12750, { kind: 'smallBusiness' })).toBe(0);
    expect(vatOf(12750, { kind: 'vat', rate: 7 })).toBe(893);
    expect(creditNoteNumberOf(2026, 12)).toBe('GS-2026-0012');
  });
  it('VAT of a negative Gutschrift is the negated VAT of the same positive one (half a cent away from zero)', () => {
    // 12,50 € net (a quarter hour at 50 €): 19 % is 2,375 €, 7 % is 0,875 €.
    expect(vatOf(1250, { kind: 'vat', rate: 19 })).toBe(238);
    expect(vatOf(-1250, { kind: 'vat', rate: 19 })).toBe(-238);
    expect(vatOf(-2150, { kind: 'vat', rate: 7 })).toBe(-151);
    expect(vatOf(-12750, { kind: 'vat', rate: 7 })).toBe(-893);
  });
});
