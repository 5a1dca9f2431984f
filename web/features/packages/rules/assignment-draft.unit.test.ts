import { describe, expect, it } from 'vitest';
import { packageMessages } from '../../../../modules/packages/contract';
import {
  addAllocation,
  canSubmit,
  draftErrors,
  draftFromOffer,
  duplicatePartnerMessage,
  emptyDraft,
  priceOf,
  showsSummary,
  submitLabel,
  toCreateAndAssignRequest,
  totalHours,
  type AssignmentDraft,
} from './assignment-draft';

const p1 = '11111111-1111-4111-8111-111111111111';
const p2 = '22222222-2222-4222-8222-222222222222';
const client = '33333333-3333-4333-8333-333333333333';
const ready: AssignmentDraft = {
  ...emptyDraft,
  packageName: 'Wachstum',
  price: '1.500',
  allocations: [
    { partnerId: p1, hours: 6 },
    { partnerId: p2, hours: 4 },
  ],
  clientId: client,
};

describe('partner allocations', () => {
  it('adds a partner with whole hours of at least 1, typed the German way', () => {
    expect(addAllocation([], p1, '3')).toEqual({ allocations: [{ partnerId: p1, hours: 3 }] });
    expect(addAllocation([], p1, '1.000')).toEqual({ allocations: [{ partnerId: p1, hours: 1000 }] });
  });

  it.each([
    ['', '3'],
    [p1, ''],
    [p1, '0'],
    [p1, '-2'],
  ])("refuses partner %j with %j hours with the spec's text", (partner, hours) => {
    expect(addAllocation([], partner, hours)).toEqual({ errors: { form: packageMessages.allocationInvalid } });
  });

  it.each([
    ['2,5', 'Stunden müssen eine ganze Zahl sein.'],
    ['2.5', 'Stunden müssen eine ganze Zahl sein.'],
    ['1.2.3', 'Bitte geben Sie eine ganze Zahl ein, z. B. 12.'],
    ['12a', 'Bitte geben Sie eine ganze Zahl ein, z. B. 12.'],
    ['1.001', 'Höchstens 1000 Stunden.'],
  ])('refuses %j hours at the field with %j, never rounding them', (hours, message) => {
    expect(addAllocation([], p1, hours)).toEqual({ errors: { hours: message } });
  });

  it('allocates a partner only once', () => {
    expect(addAllocation([{ partnerId: p1, hours: 2 }], p1, '3')).toEqual({
      errors: { form: duplicatePartnerMessage },
    });
  });

  it('sums the hours', () => {
    expect(totalHours(ready.allocations)).toBe(10);
    expect(totalHours([])).toBe(0);
  });
});

describe('the price', () => {
  it.each([
    ['1.234,56', 1234.56],
    ['99.90', 99.9],
    ['99,90', 99.9],
    ['1490,50', 1490.5],
    ['', null],
    ['0', null],
    ['1.2.3', null],
    ['12,345', null],
  ])('%j is %j', (text, price) => {
    expect(priceOf(text)).toBe(price);
  });

  it("says why with the contract's words", () => {
    expect(draftErrors({ ...ready, price: '' }).price).toBe('Bitte geben Sie einen Preis ein.');
    expect(draftErrors({ ...ready, price: '0' }).price).toBe('Der Preis muss größer als 0 sein.');
    expect(draftErrors({ ...ready, price: '12,345' }).price).toBe('Höchstens zwei Nachkommastellen.');
    expect(draftErrors({ ...ready, price: '1.2.3' }).price).toBe('Bitte geben Sie eine Zahl ein, z. B. 99,90.');
  });
});

describe('submit rule and summary', () => {
  it('needs a name, a price above 0, a partner and a client', () => {
    expect(canSubmit(ready)).toBe(true);
    expect(canSubmit({ ...ready, packageName: '  ' })).toBe(false);
    expect(canSubmit({ ...ready, price: '0' })).toBe(false);
    expect(canSubmit({ ...ready, price: '' })).toBe(false);
    expect(canSubmit({ ...ready, price: '1.2.3' })).toBe(false);
    expect(canSubmit({ ...ready, allocations: [] })).toBe(false);
    expect(canSubmit({ ...ready, clientId: '' })).toBe(false);
  });

  it('shows the summary once there are hours and a client', () => {
    expect(showsSummary(ready)).toBe(true);
    expect(showsSummary({ ...ready, clientId: '' })).toBe(false);
    expect(showsSummary({ ...ready, allocations: [] })).toBe(false);
  });

  it('names the button after what happens', () => {
    expect(submitLabel(false)).toBe('Create & Assign');
    expect(submitLabel(true)).toBe('Create & Activate');
  });

  it('a ready draft has nothing to say; activating at once needs the payment confirmed', () => {
    expect(draftErrors(ready)).toEqual({});
    expect(draftErrors({ ...ready, activateImmediately: true })).toEqual({
      paymentConfirmed: 'Please confirm that payment has been received',
    });
    expect(draftErrors({ ...ready, activateImmediately: true, paymentConfirmed: true })).toEqual({});
  });
});

describe('the create-and-assign payload', () => {
  it('has the fields of spec 02 §7 with total hours as the sum and empty texts as null', () => {
    expect(
      toCreateAndAssignRequest({
        ...ready,
        packageName: ' Wachstum ',
        price: '1.500,00',
        paymentReference: 'RE-2026-001',
        notes: '  ',
      }),
    ).toEqual({
      clientId: client,
      packageName: 'Wachstum',
      packageDescription: null,
      customTotalHours: 10,
      customPrice: 1500,
      partnerHours: ready.allocations,
      paymentReference: 'RE-2026-001',
      notes: null,
      activateImmediately: false,
      paymentConfirmed: false,
    });
  });

  it('sends the payment confirmation only when activating at once', () => {
    expect(toCreateAndAssignRequest({ ...ready, activateImmediately: true, paymentConfirmed: true })).toMatchObject({
      activateImmediately: true,
      paymentConfirmed: true,
    });
    expect(toCreateAndAssignRequest({ ...ready, activateImmediately: false, paymentConfirmed: true })).toMatchObject({
      activateImmediately: false,
      paymentConfirmed: false,
    });
  });
});

describe('a correction starts from the withdrawn offer (issue 15)', () => {
  const offer = {
    id: 'up-1',
    packageName: 'Wachstum',
    description: 'Strategie',
    totalHours: 10,
    price: 4800.5,
    clientId: client,
    clientName: 'Kim',
    clientEmail: 'kim@beispiel.de',
    createdAt: '2026-11-01T10:00:00.000Z',
    isAccepted: false,
    paymentReference: 'RE-1',
    notes: null,
    partners: [
      { partnerId: p1, partnerName: 'A', partnerSpecialty: null, hours: 6 },
      { partnerId: p2, partnerName: 'B', partnerSpecialty: null, hours: 4 },
    ],
  };
  it('takes name, price (German), description, hours per partner, client and reference; offers, not activates', () => {
    const draft = draftFromOffer(offer);
    // The ready draft's name, hours and client, with the offer's price, description and reference.
    expect(draft).toEqual({ ...ready, price: '4.800,50', description: 'Strategie', paymentReference: 'RE-1' });
    expect(draftErrors(draft)).toEqual({});
    expect(toCreateAndAssignRequest(draft).customPrice).toBe(4800.5);
  });
  it('a whole price stays whole', () => expect(draftFromOffer({ ...offer, price: 1500 }).price).toBe('1.500'));
});
