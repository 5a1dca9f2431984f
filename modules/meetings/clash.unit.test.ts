import { describe, expect, it } from 'vitest';
import { findClash, overlaps } from './clash';

const at = (hhmm: string) => `2026-06-15T${hhmm}:00Z`;
const booked = (id: string, start: string, duration: number, over: Record<string, string> = {}) => ({
  id,
  partnerId: 'p-1',
  clientId: 'c-1',
  status: 'scheduled',
  startsAt: at(start),
  duration,
  ...over,
});

describe('overlaps', () => {
  it('is true when each starts before the other ends', () => {
    expect(overlaps({ startsAt: at('10:00'), duration: 60 }, { startsAt: at('10:30'), duration: 30 })).toBe(true);
    expect(overlaps({ startsAt: at('10:30'), duration: 30 }, { startsAt: at('10:00'), duration: 60 })).toBe(true);
    expect(overlaps({ startsAt: at('09:00'), duration: 120 }, { startsAt: at('09:30'), duration: 30 })).toBe(true);
  });

  it('is false back to back and apart', () => {
    expect(overlaps({ startsAt: at('10:00'), duration: 60 }, { startsAt: at('11:00'), duration: 60 })).toBe(false);
    expect(overlaps({ startsAt: at('11:00'), duration: 60 }, { startsAt: at('10:00'), duration: 60 })).toBe(false);
    expect(overlaps({ startsAt: at('08:00'), duration: 30 }, { startsAt: at('10:00'), duration: 60 })).toBe(false);
  });
});

describe('findClash', () => {
  const planned = { partnerId: 'p-1', clientId: 'c-9', startsAt: at('10:30'), duration: 60 };

  it('names the earliest overlapping scheduled meeting and whose time it takes', () => {
    const meetings = [booked('later', '11:00', 60), booked('first', '10:00', 60)];
    expect(findClash(meetings, planned)).toEqual({ meeting: meetings[1], whose: 'partner' });
    const ofClient = [booked('c', '10:00', 60, { partnerId: 'p-2', clientId: 'c-9' })];
    expect(findClash(ofClient, planned)?.whose).toBe('client');
    const ofBoth = [booked('b', '10:00', 60, { clientId: 'c-9' })];
    expect(findClash(ofBoth, planned)?.whose).toBe('both');
  });

  it('ignores other people, ended meetings and back-to-back ones', () => {
    const meetings = [
      booked('other', '10:00', 60, { partnerId: 'p-2', clientId: 'c-2' }),
      booked('cancelled', '10:00', 60, { status: 'cancelled' }),
      booked('completed', '10:00', 60, { status: 'completed' }),
      booked('before', '09:30', 60),
      booked('after', '11:30', 30),
    ];
    expect(findClash(meetings, planned)).toBeNull();
  });
});
