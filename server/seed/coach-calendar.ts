import type { Random } from './random';

/**
 * The coaches' booked times while the story is planned: the portal refuses a meeting that overlaps
 * another of the same coach (or client), so the planner books each slot once. A cancelled meeting
 * keeps its slot: the cancellation comes later in the story than plans made meanwhile.
 */
export class CoachCalendar {
  private readonly booked = new Map<string, [number, number][]>();

  /** A random free start (minutes after midnight) for `duration` between 08:00 and 17:00 that day, or null. */
  freeStart(r: Random, coach: number, day: number, duration: number): number | null {
    const taken = this.booked.get(`${coach}:${day}`) ?? [];
    const starts: number[] = [];
    for (let start = 8 * 60; start + duration <= 17 * 60; start += 30)
      if (taken.every(([from, to]) => start + duration <= from || start >= to)) starts.push(start);
    return starts.length ? r.pick(starts) : null;
  }

  book(coach: number, day: number, start: number, duration: number): void {
    const key = `${coach}:${day}`;
    this.booked.set(key, [...(this.booked.get(key) ?? []), [start, start + duration]]);
  }
}
