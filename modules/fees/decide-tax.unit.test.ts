import { describe, expect, it } from 'vitest';
import { at, now, specOf } from '../../server/testing/decider-spec';
import type { BillingData } from './contract';
import { statementDecider } from './decide-statement';
import { otherTaxMonths, taxGroupsOf } from './decide-tax';
import type { FeeTerms, StatementEvent } from './events';
import { sampleFirm, sampleLine } from './documents/sample-gutschriften';

// A coach's tax status changes from one month to the next: each line keeps the VAT of its
// meeting's month, also as a correction in a later statement.

const terms = (validFrom: string, tax: FeeTerms['tax']): FeeTerms => ({
  validFrom,
  hourlyRate: 8500,
  ratesByPackageType: {},
  payLateCancellations: false,
  payNoShows: false,
  tax,
});
const vat19 = { kind: 'vat' as const, rate: 19 };
const small = { kind: 'smallBusiness' as const };
const seller: BillingData = {
  legalName: 'Paula Coach',
  address: { street: 'Weg 1', postalCode: '10115', city: 'Berlin', country: 'DE' },
  taxNumber: '27/123/45678',
  vatId: null,
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: null,
  accountHolder: 'Paula Coach',
};

// January 2027: the coach is a small business from January on; December's meeting, completed late, is a correction.
const january = sampleLine({ lineId: 'm-1', meetingId: 'm-1', date: '2027-01-12', hundredths: 100, amountCents: 8500 });
const decemberLate = sampleLine({
  lineId: 'm-2',
  meetingId: 'm-2',
  date: '2026-12-04',
  correction: true,
  hundredths: 100,
  amountCents: 8500,
});
const history = [terms('2026-12', vat19), terms('2027-01', small)];

describe('the VAT of a line follows its meeting’s month', () => {
  const spec = specOf(statementDecider, 's-1');
  const drafted = (lines = [january, decemberLate]): StatementEvent => ({
    type: 'StatementDrafted',
    data: { statementId: 's-1', partnerId: 'p-1', month: '2027-01', lines, at },
  });
  const issue = (termsHistory: FeeTerms[]) => ({
    type: 'IssueStatement' as const,
    actor: { id: 'a-1', role: 'admin' as const },
    seller,
    buyer: sampleFirm,
    terms: termsHistory,
    number: { year: 2027, sequence: 1, number: 'GS-2027-0001' },
    issuedOn: '2027-02-08',
    berlinMonth: '2027-02',
    now,
  });

  it('a small business’s statement holding a December correction at 19 % carries that VAT', () => {
    spec([drafted()])
      .when(issue(history))
      .then([
        expect.objectContaining({
          type: 'StatementIssued',
          data: expect.objectContaining({
            tax: small,
            taxOfMonths: { '2026-12': vat19 },
            netCents: 17000,
            vatCents: 1615,
            grossCents: 18615,
          }),
        }),
      ]);
  });
  it('a statement of one tax status is issued as before (no months named)', () => {
    spec([drafted([january])])
      .when(issue(history))
      .then([
        expect.objectContaining({
          data: expect.not.objectContaining({ taxOfMonths: expect.anything() }),
        }),
      ]);
    spec([drafted([january])])
      .when(issue(history))
      .then([expect.objectContaining({ data: expect.objectContaining({ vatCents: 0, grossCents: 8500 }) })]);
  });
  it('a 19 % statement with a small-business month’s correction taking an hour back adds no VAT for it', () => {
    const back = sampleLine({ date: '2026-12-04', correction: true, hundredths: -100, amountCents: -8500 });
    const lines = [sampleLine({ date: '2027-01-12', hundredths: 200, amountCents: 17000 }), back];
    const swapped = [terms('2026-12', small), terms('2027-01', vat19)];
    const others = otherTaxMonths(lines, vat19, (m) => (m === '2026-12' ? small : vat19));
    expect(others).toEqual({ '2026-12': small });
    expect(taxGroupsOf(lines, vat19, others)).toEqual([
      { tax: vat19, netCents: 17000, vatCents: 3230 },
      { tax: small, netCents: -8500, vatCents: 0 },
    ]);
    spec([drafted(lines)])
      .when(issue(swapped))
      .then([expect.objectContaining({ data: expect.objectContaining({ netCents: 8500, vatCents: 3230 }) })]);
  });
  it('groups: the statement’s own first, then by rate; a status without any amount is left out', () => {
    const seven = { kind: 'vat' as const, rate: 7 };
    const lines = [
      sampleLine({ date: '2027-01-12', amountCents: 1000 }),
      sampleLine({ date: '2026-11-03', amountCents: 1250 }),
      sampleLine({ date: '2026-10-03', amountCents: 0, hundredths: 0 }),
    ];
    const others = { '2026-11': vat19, '2026-10': seven };
    expect(taxGroupsOf(lines, small, others)).toEqual([
      { tax: small, netCents: 1000, vatCents: 0 },
      { tax: vat19, netCents: 1250, vatCents: 238 },
    ]);
    expect(taxGroupsOf([], vat19)).toEqual([{ tax: vat19, netCents: 0, vatCents: 0 }]);
  });
});
