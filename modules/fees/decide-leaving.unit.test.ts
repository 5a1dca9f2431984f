import { describe, expect, it } from 'vitest';
import { openFeesOf, type LeavingStatementFact } from './decide-leaving';

const issued = (month: string, number: string, grossCents: number, paidOut: boolean): LeavingStatementFact => ({
  month,
  issued: true,
  number,
  grossCents,
  paidOut,
});

describe('what is open of a former Accelerator’s money (before erasure)', () => {
  it('nothing once every Gutschrift is paid out and no month waits', () => {
    expect(openFeesOf([issued('2026-11', 'GS-2026-0003', 11900, true)], [])).toEqual([]);
  });

  it('names a month not yet billed, a statement not issued and a Gutschrift not paid out, oldest first', () => {
    const drafted: LeavingStatementFact = {
      month: '2026-12',
      issued: false,
      number: null,
      grossCents: null,
      paidOut: false,
    };
    expect(openFeesOf([drafted, issued('2026-11', 'GS-2026-0003', 11900, false)], ['2027-01'])).toEqual([
      'Der Monat 01/2027 ist noch nicht abgerechnet.',
      'Die Gutschrift GS-2026-0003 ist noch nicht ausgezahlt.',
      'Die Abrechnung 12/2026 ist noch nicht ausgestellt.',
    ]);
  });

  it('a Gutschrift of 0 € or less has nothing to pay out', () => {
    expect(
      openFeesOf([issued('2026-11', 'GS-2026-0003', 0, false), issued('2026-12', 'GS-2027-0001', -8500, false)], []),
    ).toEqual([]);
  });
});
