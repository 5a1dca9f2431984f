import type { MeetingView } from '../../../../modules/meetings/contract';

/** A meeting for unit tests; `startsAt` decides the lists, the rest has plausible defaults. */
export function testMeeting(over: Partial<MeetingView> & Pick<MeetingView, 'id' | 'startsAt'>): MeetingView {
  return {
    date: over.startsAt.slice(0, 10),
    time: over.startsAt.slice(11, 16),
    duration: 60,
    platform: 'zoom',
    link: null,
    location: null,
    notes: null,
    summary: null,
    completionNotes: null,
    status: 'scheduled',
    partnerConfirmed: false,
    noShow: false,
    bookedByClient: false,
    seriesId: null,
    lateCancellation: false,
    endReason: null,
    hoursUsed: 0,
    clientId: 'c1',
    clientName: 'Julia Hoffmann',
    clientEmail: 'julia@example.de',
    partnerId: 'p1',
    partnerName: 'Markus Berger',
    partnerType: 'Strategie',
    packageName: 'Wachstum',
    userPackageId: 'up1',
    ...over,
  };
}
