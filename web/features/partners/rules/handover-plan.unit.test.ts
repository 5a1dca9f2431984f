import { describe, expect, it } from 'vitest';
import type { PartnerHoldings } from '../../../../modules/meetings/contract';
import { handoverBlocker, handoverMovesIntro, handoverRequestOf, RELEASE } from './handover-plan';

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

describe('the line above the hand-over preview', () => {
  const move = (platform: 'zoom' | 'video-room') => ({
    id: platform,
    date: '2026-12-01',
    time: '10:00',
    startsAt: '',
    clientName: 'Vera',
    from: { platform, link: 'https://x.example/alt', location: null },
    to: { platform: 'video-room' as const, link: null, location: null },
  });
  it('names the own link and the fresh room apart, each only when there is one', () => {
    expect(handoverMovesIntro([move('zoom')], 'Lena')).toBe(
      'Ein Termin auf dem eigenen Link oder im Büro von Lena wechselt an den Standard-Ort des übernehmenden Accelerators. Klient und Accelerator erfahren es per E-Mail:',
    );
    expect(handoverMovesIntro([move('video-room'), move('video-room')], 'Lena')).toBe(
      '2 Termine im Raum des Portals bekommen einen neuen Raum: den bisherigen Link kennt Lena. Klient und Accelerator erfahren es per E-Mail:',
    );
    expect(handoverMovesIntro([move('zoom'), move('zoom'), move('video-room')], 'Lena')).toBe(
      '2 Termine auf dem eigenen Link oder im Büro von Lena wechseln an den Standard-Ort des übernehmenden Accelerators. Ein Termin im Raum des Portals bekommt einen neuen Raum: den bisherigen Link kennt Lena. Klient und Accelerator erfahren es per E-Mail:',
    );
  });
});
