import { describe, expect, it } from 'vitest';
import { feesMessages, type FeeTermsAnswer, type StatementView } from '../../../../modules/fees/contract';
import { checkFeeTermsForm, feeTermsFormFrom, feeTermsTexts, termsSummary, type FeeTermsForm } from './fee-terms-form';
import { checkBillingForm, billingFormFrom } from './billing-form';
import { awaitsPayout, paidOut, payoutState } from './payout-state';

const filled: FeeTermsForm = {
  hourlyRate: '85,00',
  rates: [],
  payLateCancellations: true,
  payNoShows: false,
  tax: 'vat19',
  validFrom: '2027-03',
};
const terms = {
  validFrom: '2027-01-01',
  hourlyRate: 8500,
  ratesByPackageType: { Coaching: 9050 },
  payLateCancellations: true,
  payNoShows: false,
  vatRate: null,
  smallBusiness: true,
};

describe('the fee terms form', () => {
  it('given euros typed the German way, when checked, then the contract gets cents and the first of the month', () => {
    expect(
      checkFeeTermsForm({ ...filled, hourlyRate: '1.000', rates: [{ packageType: 'Coaching', rate: '99.90' }] }),
    ).toEqual({
      ok: true,
      body: {
        hourlyRate: 100_000,
        ratesByPackageType: { Coaching: 9990 },
        payLateCancellations: true,
        payNoShows: false,
        vatRate: 19,
        validFrom: '2027-03-01',
      },
    });
  });

  it('given § 19, when checked, then small business and no rate; 7 % is 7', () => {
    expect(checkFeeTermsForm({ ...filled, tax: 'smallBusiness' })).toMatchObject({
      ok: true,
      body: { smallBusiness: true, ratesByPackageType: null },
    });
    expect(checkFeeTermsForm({ ...filled, tax: 'vat7' })).toMatchObject({ ok: true, body: { vatRate: 7 } });
  });

  it('given unreadable or wrong rates, when checked, then German messages on the fields, nothing guessed', () => {
    expect(checkFeeTermsForm({ ...filled, hourlyRate: '85,5,0' })).toEqual({
      ok: false,
      errors: { hourlyRate: feeTermsTexts.rate },
    });
    expect(checkFeeTermsForm({ ...filled, hourlyRate: '85,123' })).toEqual({
      ok: false,
      errors: { hourlyRate: feeTermsTexts.rate },
    });
    expect(checkFeeTermsForm({ ...filled, hourlyRate: '0' })).toEqual({
      ok: false,
      errors: { hourlyRate: feeTermsTexts.rateRange },
    });
    expect(
      checkFeeTermsForm({
        ...filled,
        rates: [
          { packageType: 'Coaching', rate: '90' },
          { packageType: ' Coaching ', rate: '95' },
          { packageType: '', rate: 'viel' },
        ],
      }),
    ).toEqual({
      ok: false,
      errors: {
        'rates[1].packageType': feeTermsTexts.packageTypeTwice,
        'rates[2].packageType': feeTermsTexts.packageType,
        'rates[2].rate': feeTermsTexts.rate,
      },
    });
  });

  it('given a start month the contract refuses, when checked, then its message', () => {
    expect(checkFeeTermsForm({ ...filled, validFrom: '2027-13' })).toEqual({
      ok: false,
      errors: { validFrom: feesMessages.validFrom },
    });
  });

  it('given terms in force, when the form opens, then they are typed out in euros from next month', () => {
    const answer: FeeTermsAnswer = { current: terms, history: [terms] };
    expect(feeTermsFormFrom(answer, '2027-02', '2027-03')).toEqual({
      hourlyRate: '85,00',
      rates: [{ packageType: 'Coaching', rate: '90,50' }],
      payLateCancellations: true,
      payNoShows: false,
      tax: 'smallBusiness',
      validFrom: '2027-03',
    });
    expect(feeTermsFormFrom({ current: null, history: [] }, '2027-02', '2027-03')).toMatchObject({
      hourlyRate: '',
      validFrom: '2027-02',
    });
    expect(termsSummary(terms)).toBe('85,00 €/Std. · Coaching 90,50 € · § 19 UStG · bezahlt: kurzfristige Absagen');
  });
});

describe('the billing data form', () => {
  const typed = {
    ...billingFormFrom(null, 'Markus Berger'),
    address: { street: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE' },
    taxNumber: '',
    vatId: '',
    iban: 'DE89 3704 0044 0532 0130 00',
  };

  it('given an IBAN typed with spaces and a Steuernummer, when checked, then it is sent', () => {
    expect(checkBillingForm({ ...typed, taxNumber: '27/123/45678' })).toMatchObject({
      ok: true,
      body: { iban: 'DE89 3704 0044 0532 0130 00', legalName: 'Markus Berger', accountHolder: 'Markus Berger' },
    });
  });

  it('given neither Steuernummer nor USt-IdNr. and a wrong IBAN, when checked, then German messages', () => {
    const result = checkBillingForm({ ...typed, iban: 'DE00 1234' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.taxNumber).toMatch(/Steuernummer/);
      expect(result.errors.iban).toMatch(/IBAN/);
    }
  });
});

describe('the payout state of an issued statement', () => {
  const issued = { id: 's', status: 'issued', payout: null } as StatementView;
  it('given no payout, then open and selectable; given one, its state; paid, the day', () => {
    expect([payoutState(issued), awaitsPayout(issued)]).toEqual(['Offen', true]);
    const open = {
      ...issued,
      payout: { payoutId: 'p', state: 'open' as const, stateLabel: 'Überweisung beauftragt', paidOn: null },
    };
    expect([payoutState(open), awaitsPayout(open)]).toEqual(['Überweisung beauftragt', false]);
    const paid = {
      ...issued,
      payout: { payoutId: 'p', state: 'paid' as const, stateLabel: 'Ausgezahlt', paidOn: '2026-03-05' },
    };
    expect(payoutState(paid)).toBe('Ausgezahlt am 05.03.2026');
    // Only a paid one leaves the office's everyday list.
    expect([paidOut(issued), paidOut(open), paidOut(paid)]).toEqual([false, false, true]);
  });
});
