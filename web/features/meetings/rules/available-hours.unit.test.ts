import { describe, expect, it } from 'vitest';
import { availableHours, durationFits } from './available-hours';
import { testMeeting } from './test-meeting';

describe('available hours for planning', () => {
  it('subtracts the hours held by scheduled meetings on the same package only', () => {
    const meetings = [
      testMeeting({ id: 'a', startsAt: '2026-06-01T10:00:00Z', duration: 90 }),
      testMeeting({ id: 'b', startsAt: '2026-06-02T10:00:00Z', duration: 30 }),
      testMeeting({ id: 'done', startsAt: '2026-05-01T10:00:00Z', duration: 60, status: 'completed' }),
      testMeeting({ id: 'gone', startsAt: '2026-06-03T10:00:00Z', duration: 120, status: 'cancelled' }),
      testMeeting({ id: 'other', startsAt: '2026-06-04T10:00:00Z', duration: 120, userPackageId: 'up2' }),
    ];
    expect(availableHours({ userPackageId: 'up1', remainingHours: 5 }, meetings)).toBe(3);
  });

  it('never goes below zero', () => {
    expect(
      availableHours({ userPackageId: 'up1', remainingHours: 0.5 }, [
        testMeeting({ id: 'a', startsAt: '2026-06-01T10:00:00Z' }),
      ]),
    ).toBe(0);
  });

  it('offers a duration only when its hours fit', () => {
    expect(durationFits(60, 1)).toBe(true);
    expect(durationFits(90, 1)).toBe(false);
    expect(durationFits(30, 0.5)).toBe(true);
    expect(durationFits(30, 0)).toBe(false);
  });
});
