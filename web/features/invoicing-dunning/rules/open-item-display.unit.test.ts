import { describe, expect, it } from 'vitest';
import type { OpenItem } from '../../../../modules/invoicing/contract';
import { claimText, lateness, nextLevel, openText } from './open-item-display';

const claim: OpenItem = {
  invoiceId: 'i1',
  credit: false,
  number: '2026-0042',
  clientId: 'c1',
  clientName: 'Jürgen Müller',
  business: false,
  issuedOn: '2026-11-02',
  dueOn: '2026-11-16',
  grossCents: 119_000,
  paidCents: 19_000,
  openCents: 100_000,
  daysOverdue: 3,
  dunningLevel: 0,
  dunningLevelLabel: 'Keine',
  lastDunnedOn: null,
  nextLevel: 1,
  nextLevelLabel: 'Zahlungserinnerung',
  nextLevelFrom: '2026-11-20',
  claim: { feeCents: 0, interestCents: 0, interestPoints: 5, defaultFrom: null, interestNote: null },
};
// Paid 1.190,00 €, then cancelled: the firm owes it back.
const credit: OpenItem = {
  ...claim,
  credit: true,
  paidCents: 119_000,
  openCents: -119_000,
  daysOverdue: 0,
  dunningLevelLabel: 'Guthaben des Klienten: bitte erstatten',
  nextLevel: null,
  nextLevelLabel: null,
  nextLevelFrom: null,
};

describe('an open item as the list reads it', () => {
  it('given a claim, then it is open, late and may be reminded from its day', () => {
    expect(openText(claim)).toBe('1.000,00\u00a0€');
    expect(lateness(claim)).toBe('3 Tage überfällig (fällig 16.11.2026)');
    expect(claimText(claim)).toBe('Noch nicht in Verzug');
    expect(nextLevel(claim, '2026-11-19')).toEqual({
      label: 'Zahlungserinnerung senden',
      ready: false,
      hint: 'ab 20.11.2026',
    });
  });

  it("given the client's credit, then it reads as a credit, due from nobody, with nothing to claim or send", () => {
    expect(openText(credit)).toBe('Guthaben 1.190,00\u00a0€');
    expect(lateness(credit)).toBe('–');
    expect(claimText(credit)).toBeUndefined();
    expect(nextLevel(credit, '2026-11-19')).toBeNull();
  });
});
