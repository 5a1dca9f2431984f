import { describe, expect, it } from 'vitest';
import { clashHint } from './clash-hint';
import { testMeeting } from './test-meeting';

// 10:00 in Berlin on 15.06.2026 (summer time) is 08:00 UTC.
const ten = testMeeting({ id: 'm1', startsAt: '2026-06-15T08:00:00.000Z', date: '2026-06-15', time: '10:00' });
const slot = { date: '2026-06-15', time: '10:30', duration: 60, partnerId: 'p1', clientId: 'c2' };

describe('clashHint', () => {
  it("names the partner's own meeting the slot overlaps", () => {
    expect(clashHint(slot, [ten])).toBe(
      'Überschneidung: Sie haben um 10:00 Uhr bereits ein Meeting (60 Min.) mit Julia Hoffmann.',
    );
  });

  it("names the client's meeting with another Accelerator, and a meeting of both", () => {
    const ofClient = { ...ten, partnerId: 'p2', clientId: 'c2', clientName: 'Eva Klein' };
    expect(clashHint(slot, [ofClient])).toBe(
      'Überschneidung: Eva Klein hat um 10:00 Uhr bereits ein Meeting (60 Min.) mit Markus Berger.',
    );
    expect(clashHint({ ...slot, clientId: 'c1' }, [ten])).toBe(
      'Überschneidung: Sie und Julia Hoffmann haben um 10:00 Uhr bereits ein Meeting (60 Min.).',
    );
  });

  it('names the day of a meeting that began the day before', () => {
    const lateEvening = testMeeting({
      id: 'm2',
      startsAt: '2026-06-14T21:30:00.000Z',
      date: '2026-06-14',
      time: '23:30',
      duration: 120,
    });
    expect(clashHint({ ...slot, time: '00:30' }, [lateEvening])).toBe(
      'Überschneidung: Sie haben am 14.06.2026 um 23:30 Uhr bereits ein Meeting (120 Min.) mit Julia Hoffmann.',
    );
  });

  it('says nothing while the slot is incomplete, back to back, or the other meeting is cancelled', () => {
    expect(clashHint({ ...slot, time: null }, [ten])).toBeNull();
    expect(clashHint({ ...slot, clientId: undefined }, [ten])).toBeNull();
    expect(clashHint({ ...slot, time: '11:00' }, [ten])).toBeNull();
    expect(clashHint({ ...slot, time: '09:00' }, [ten])).toBeNull();
    expect(clashHint(slot, [{ ...ten, status: 'cancelled' }])).toBeNull();
  });
});
