import { describe, expect, it } from 'vitest';
import { packageMessages } from '../../../../modules/packages/contract';
import { addAllocation, canSubmit, duplicatePartnerMessage, emptyDraft, removeAllocation, showsSummary, submitLabel, toCreateAndAssignRequest, totalHours, type AssignmentDraft } from './assignment-draft';

const p1 = '11111111-1111-4111-8111-111111111111';
const p2 = '22222222-2222-4222-8222-222222222222';
const client = '33333333-3333-4333-8333-333333333333';
const ready: AssignmentDraft = { ...emptyDraft, packageName: 'Wachstum', price: 1500, allocations: [{ partnerId: p1, hours: 6 }, { partnerId: p2, hours: 4 }], clientId: client };

describe('partner allocations', () => {
  it('adds a partner with whole hours of at least 1', () => {
    expect(addAllocation([], p1, 3)).toEqual({ allocations: [{ partnerId: p1, hours: 3 }] });
  });

  it.each([[null, 3], [p1, 0], [p1, Number.NaN], [p1, 1.5], [p1, -2]])('refuses partner %s with %s hours', (partner, hours) => {
    expect(addAllocation([], partner, hours)).toEqual({ error: packageMessages.allocationInvalid });
  });

  it('allocates a partner only once', () => {
    expect(addAllocation([{ partnerId: p1, hours: 2 }], p1, 3)).toEqual({ error: duplicatePartnerMessage });
  });

  it('removes a partner and sums the hours', () => {
    expect(removeAllocation(ready.allocations, p1)).toEqual([{ partnerId: p2, hours: 4 }]);
    expect(totalHours(ready.allocations)).toBe(10);
    expect(totalHours([])).toBe(0);
  });
});

describe('submit rule and summary', () => {
  it('needs a name, a price above 0, a partner and a client', () => {
    expect(canSubmit(ready)).toBe(true);
    expect(canSubmit({ ...ready, packageName: '  ' })).toBe(false);
    expect(canSubmit({ ...ready, price: 0 })).toBe(false);
    expect(canSubmit({ ...ready, price: Number.NaN })).toBe(false);
    expect(canSubmit({ ...ready, allocations: [] })).toBe(false);
    expect(canSubmit({ ...ready, clientId: null })).toBe(false);
  });

  it('shows the summary once there are hours and a client', () => {
    expect(showsSummary(ready)).toBe(true);
    expect(showsSummary({ ...ready, clientId: null })).toBe(false);
    expect(showsSummary({ ...ready, allocations: [] })).toBe(false);
  });

  it('names the button after what happens', () => {
    expect(submitLabel(false)).toBe('Create & Assign');
    expect(submitLabel(true)).toBe('Create & Activate');
  });
});

describe('the create-and-assign payload', () => {
  it('has the fields of spec 02 §7 with total hours as the sum and empty texts as null', () => {
    expect(toCreateAndAssignRequest({ ...ready, packageName: ' Wachstum ', paymentReference: 'RE-2026-001', notes: '  ' })).toEqual({
      clientId: client, packageName: 'Wachstum', packageDescription: null, customTotalHours: 10, customPrice: 1500,
      partnerHours: ready.allocations, paymentReference: 'RE-2026-001', notes: null, activateImmediately: false, paymentConfirmed: false,
    });
  });

  it('sends the payment confirmation only when activating at once', () => {
    expect(toCreateAndAssignRequest({ ...ready, activateImmediately: true, paymentConfirmed: true })).toMatchObject({ activateImmediately: true, paymentConfirmed: true });
    expect(toCreateAndAssignRequest({ ...ready, activateImmediately: false, paymentConfirmed: true })).toMatchObject({ activateImmediately: false, paymentConfirmed: false });
  });
});
