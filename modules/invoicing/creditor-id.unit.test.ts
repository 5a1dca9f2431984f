import { describe, expect, it } from 'vitest';
import { at, now, specOf } from '../../server/testing/decider-spec';
import { exampleFirm } from '../../server/testing/example-firm';
import { creditorIdMessages, creditorIdProblem, firmData } from './contract';
import { firmDecider } from './decide';

// The firm's SEPA creditor identifier (issue 31, item 4): checked as the Bundesbank describes it.

describe('creditor identifier (Gläubiger-ID)', () => {
  it.each([
    // The Bundesbank's published test id; the check digits skip the business code, so any code holds.
    ['DE98ZZZ09999999999', null],
    ['de98 zzz 0999 9999 999', null],
    ['DE98ABC09999999999', null],
    ['DE97ZZZ09999999999', 'checkDigits'],
    ['DE98ZZZ09999999998', 'checkDigits'],
    ['DE98ZZZ0999999999', 'german'],
    ['DE98ZZZ0999999999X', 'german'],
    ['98ZZZ09999999999', 'country'],
    ['AT62ZZZ01234567890', 'checkDigits'],
    ['AT6', 'shape'],
  ])('%s: %s', (id, problem) => {
    expect(creditorIdProblem(id)).toBe(problem);
  });

  it('the firm form names the problem in German and keeps the id compact; empty is none', () => {
    const parsed = (creditorId: unknown) => firmData.safeParse({ ...exampleFirm, creditorId });
    expect(parsed('DE98 ZZZ 0999 9999 999').data?.creditorId).toBe('DE98ZZZ09999999999');
    expect(parsed('').data?.creditorId).toBeNull();
    expect(parsed(undefined).data?.creditorId ?? null).toBeNull();
    expect(parsed('DE97ZZZ09999999999').error?.issues[0]?.message).toBe(creditorIdMessages.checkDigits);
    expect(parsed('DE98ZZZ099').error?.issues[0]?.message).toBe(creditorIdMessages.german);
  });

  const spec = specOf(firmDecider, 'firm');
  const admin = { id: 'a-1', role: 'admin' as const };
  const set = (creditorId: string | null) => ({
    type: 'SetFirmData' as const,
    firm: { ...exampleFirm, creditorId },
    actor: admin,
    now,
  });

  it('given no firm data, when an admin saves it with a creditor id, then the id is kept with it', () => {
    spec([])
      .when(set('DE98ZZZ09999999999'))
      .then([{ type: 'FirmDataSet', data: { firm: { ...exampleFirm, creditorId: 'DE98ZZZ09999999999' }, at } }]);
  });
  it('given no firm data, when a command brings a wrong creditor id past the form, then it is refused', () => {
    spec([]).when(set('DE97ZZZ09999999999')).thenError('InvalidCreditorId');
  });
});
