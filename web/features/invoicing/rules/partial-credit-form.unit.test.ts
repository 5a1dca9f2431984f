import { describe, expect, it } from 'vitest';
import { partialCreditMessages } from '../../../../modules/invoicing/contract';
import { partialCreditForm } from './partial-credit-form';

// The form 'Teilgutschrift': German hours and euros read as meant, one of the two, a reason.

const messages = (form: { hours?: string; amount?: string; reason?: string }) =>
  partialCreditForm
    .safeParse({ hours: '', amount: '', reason: 'Gekündigt', ...form })
    .error?.issues.map((i) => i.message) ?? [];

describe('Teilgutschrift', () => {
  it('reads hours and euros the German way', () => {
    expect(partialCreditForm.parse({ hours: '2,5', amount: '', reason: ' Gekündigt ' })).toEqual({
      hours: 2.5,
      reason: 'Gekündigt',
    });
    expect(partialCreditForm.parse({ hours: '', amount: '1.234,56', reason: 'Kulanz' })).toEqual({
      amount: 123_456,
      reason: 'Kulanz',
    });
  });
  it('asks for one of the two and a reason, in German', () => {
    expect(messages({})).toEqual([partialCreditMessages.oneOf]);
    expect(messages({ hours: '1', amount: '10,00' })).toEqual([partialCreditMessages.oneOf]);
    expect(messages({ hours: '1', reason: '' })).toEqual([partialCreditMessages.reason]);
    expect(messages({ hours: 'zwei' })).toEqual([partialCreditMessages.hours]);
    expect(messages({ amount: '10,001' })).toHaveLength(1);
  });
});
