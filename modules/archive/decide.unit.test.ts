import { now } from '../../server/testing/decider-spec';
import { describe, expect, it } from 'vitest';
import { decideNotes } from './decide';

const base = { type: 'UpdateNotes' as const, userId: 'u1', notes: 'Verlängerung anbieten', now };

describe('archive notes', () => {
  it('saves on the current version, or without If-Match', () => {
    const event = [
      { type: 'ArchiveNotesUpdated', data: { userId: 'u1', notes: 'Verlängerung anbieten', at: now.toISOString() } },
    ];
    expect(decideNotes({ ...base, ifMatch: 2 }, { version: 2 })).toEqual(event);
    expect(decideNotes({ ...base, ifMatch: null }, { version: 2 })).toEqual(event);
  });
  it('refuses a write on a stale version', () => {
    expect(decideNotes({ ...base, ifMatch: 1 }, { version: 2 })).toBe('StaleNotes');
  });
});
