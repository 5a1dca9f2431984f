import { describe, expect, it } from 'vitest';
import { berlinToInstant, createMeetingRequest, rescheduleMeetingRequest } from './contract';

// The autumn change shows 02:00 to 02:59 twice (25.10.2026, 31.10.2027): a typed time there is
// read as the one the user chose, never silently as the first.
const plan = (over: Record<string, unknown>) =>
  createMeetingRequest.safeParse({ clientId: '00000000-0000-4000-8000-000000000001', duration: 60, ...over });
const errorAt = (result: ReturnType<typeof plan>, field: string) =>
  result.success ? undefined : result.error.issues.find((i) => i.path.join('.') === field)?.message;
const asked =
  'Die Uhrzeit 02:30 gibt es am 25.10.2026 zweimal: Die Uhren werden von 3 auf 2 Uhr zurückgestellt. Bitte wählen Sie Sommerzeit (MESZ) oder Winterzeit (MEZ).';

describe('a time the autumn change repeats', () => {
  it('is refused at the time field without the choice, in plan and move', () => {
    expect(errorAt(plan({ date: '2026-10-25', time: '02:30' }), 'time')).toBe(asked);
    expect(errorAt(plan({ date: '2027-10-31', time: '02:00' }), 'time')).toContain('am 31.10.2027 zweimal');
    const moved = rescheduleMeetingRequest.safeParse({ date: '2026-10-25', time: '02:30', duration: 60 });
    expect(moved.success ? undefined : moved.error.issues[0]).toMatchObject({ path: ['time'], message: asked });
  });

  it('is taken with the choice, and the choice reads the instant', () => {
    expect(plan({ date: '2026-10-25', time: '02:30', repeatedTime: 'winter' }).success).toBe(true);
    expect(plan({ date: '2026-10-25', time: '02:30', repeatedTime: 'summer' }).success).toBe(true);
    expect(berlinToInstant('2026-10-25', '02:30', 'summer')!.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(berlinToInstant('2026-10-25', '02:30', 'winter')!.toISOString()).toBe('2026-10-25T01:30:00.000Z');
  });

  it('needs no choice for a time shown once, nor for a move to a slot sent as its instant', () => {
    expect(plan({ date: '2026-10-25', time: '03:00' }).success).toBe(true);
    expect(plan({ date: '2026-10-24', time: '02:30' }).success).toBe(true);
    const slot = { date: '2026-10-25', time: '02:30', duration: 60, startsAt: '2026-10-25T01:30:00.000Z' };
    expect(rescheduleMeetingRequest.safeParse(slot).success).toBe(true);
  });

  it('refuses a choice that is neither', () => {
    expect(errorAt(plan({ date: '2026-10-25', time: '02:30', repeatedTime: 'mesz' }), 'repeatedTime')).toBe(
      'Bitte wählen Sie Sommerzeit (MESZ) oder Winterzeit (MEZ).',
    );
  });
});
