import { describe, expect, it } from 'vitest';
import type { PartnerHoldings } from '../../../../modules/meetings/contract';
import { handoverBlocker, handoverRequestOf, RELEASE } from './handover-plan';

const meeting = (started: boolean) => ({
  id: 'm',
  startsAt: '',
  date: '2026-12-01',
  time: '10:00',
  duration: 60,
  started,
});
const holdings = (started = false): PartnerHoldings => ({
  packages: [
    {
      userPackageId: 'a',
      packageName: 'P',
      clientId: 'c',
      clientName: 'K',
      status: 'active',
      remainingHours: 3,
      meetings: [meeting(started)],
    },
    {
      userPackageId: 'b',
      packageName: 'Q',
      clientId: 'd',
      clientName: 'L',
      status: 'active',
      remainingHours: 2,
      meetings: [],
    },
  ],
  candidates: [{ id: 'p2', name: 'Zweite' }],
});

describe('the hand-over dialog', () => {
  it('waits for a choice on every package', () => {
    expect(handoverBlocker(holdings(), { a: 'p2' })).toMatch(/für jedes Paket/);
    expect(handoverBlocker(holdings(), { a: 'p2', b: RELEASE })).toBeNull();
  });
  it('says first that a started meeting must be settled', () =>
    expect(handoverBlocker(holdings(true), { a: 'p2', b: RELEASE })).toMatch(/begonnen/));
  it('sends released hours as no successor', () =>
    expect(handoverRequestOf({ a: 'p2', b: RELEASE }, 'cancel')).toEqual({
      packages: [
        { userPackageId: 'a', toPartnerId: 'p2' },
        { userPackageId: 'b', toPartnerId: null },
      ],
      meetings: 'cancel',
    }));
});
