import { addDays, berlinInstant, berlinWallClock, parseCalendarDate } from '../../lib/german/time';
import type { Availability, TimeRange } from './contract';

// Pure: an Accelerator's free starts (issue 19 item 2). The slots endpoint lists them and the
// booking rule asks the same function whether a chosen start is one of them: written once.

/** Free starts lie on this grid, in real time from the start of each open stretch. */
const SLOT_STEP_MINUTES = 30;

/** A scheduled meeting as the slot rule sees it: when it starts and how long it lasts. */
export interface Busy {
  startsAt: Date | string;
  duration: number;
}

export interface SlotQuery {
  availability: Availability;
  /** the first and last Berlin day listed, 'YYYY-MM-DD', both included */
  from: string;
  to: string;
  /** minutes */
  duration: number;
  now: Date;
  /** the partner's scheduled meetings: the buffer is kept around each */
  partnerBusy: readonly Busy[];
  /** the client's scheduled meetings with anyone: no overlap */
  clientBusy: readonly Busy[];
  /** busy times of the partner's own calendars (issue 34): no overlap, no buffer (the entry says how long) */
  calendarBusy?: readonly { startsAt: Date | string; endsAt: Date | string }[];
  /** the package's validity: a meeting starts at or after `validFrom` and ends by `validUntil` */
  validFrom: Date | null;
  validUntil: Date | null;
}

/** A free start: the instant, and Berlin's clock at it. */
interface Slot {
  startsAt: string;
  date: string;
  time: string;
}

interface Span {
  start: number;
  end: number;
}

const MINUTE = 60_000;

/** ISO weekday of a calendar date: '1' Monday … '7' Sunday (the same everywhere: no time zone). */
export function isoWeekday(date: string): string {
  const d = parseCalendarDate(date);
  if (!d) throw new RangeError(`Kein gültiges Datum: ${date}`);
  const sunday0 = new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();
  return String(sunday0 === 0 ? 7 : sunday0);
}

/**
 * The instant of a wall-clock time of one Berlin day. A time the spring change skips stands for
 * the moment the clock jumps (02:30 → 03:00 summer time): hours that end at 02:30 end there, and
 * time off from 02:30 starts there. (Read in winter time, 02:30 would be 03:30 summer time, and
 * 03:00–03:30 would be offered after hours that end at 02:30, or kept bookable in time off.)
 * Berlin's gap is the whole hour 02:00–02:59, so the jump is where the skipped hour starts.
 */
function instantOf(date: string, time: string): number | null {
  const exact = berlinInstant(date, time);
  if (exact) return exact.getTime();
  return berlinInstant(date, `${time.slice(0, 2)}:00`, { skipped: 'shift' })?.getTime() ?? null;
}

/**
 * A wall-clock range of one Berlin day as instants: a range across the spring gap is an hour
 * shorter in real time, one across the autumn repeat an hour longer; slots follow real time.
 */
function spanOf(date: string, range: TimeRange): Span | null {
  const start = instantOf(date, range.from);
  const end = instantOf(date, range.to);
  if (start === null || end === null || end <= start) return null;
  return { start, end };
}

/** The spans minus the cut, each span left in up to two pieces. */
function without(spans: readonly Span[], cut: Span): Span[] {
  return spans.flatMap((s) => {
    if (cut.end <= s.start || cut.start >= s.end) return [s];
    const left = cut.start > s.start ? [{ start: s.start, end: cut.start }] : [];
    const right = cut.end < s.end ? [{ start: cut.end, end: s.end }] : [];
    return [...left, ...right];
  });
}

/** Overlapping or touching spans as one (a weekly range and an extra one on the same day). */
function merged(spans: readonly Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  const out: Span[] = [];
  for (const s of sorted) {
    const last = out[out.length - 1];
    if (last && s.start <= last.end) last.end = Math.max(last.end, s.end);
    else out.push({ ...s });
  }
  return out;
}

/** The bookable stretches of one Berlin day: weekly hours and extra ones, minus what is taken off. */
function openSpans(availability: Availability, date: string): Span[] {
  const exceptions = availability.exceptions.filter((e) => e.date === date);
  if (exceptions.some((e) => e.kind === 'off' && e.range === null)) return [];
  const weekday = isoWeekday(date);
  const ranges = [
    ...availability.weekly.filter((w) => w.weekday === weekday).map((w) => w.range),
    ...exceptions.flatMap((e) => (e.kind === 'extra' && e.range ? [e.range] : [])),
  ];
  let spans = merged(ranges.flatMap((r) => spanOf(date, r) ?? []));
  for (const e of exceptions) {
    const cut = e.kind === 'off' && e.range ? spanOf(date, e.range) : null;
    if (cut) spans = without(spans, cut);
  }
  return spans;
}

const spanOfBusy = (b: Busy, margin: number): Span => {
  const start = new Date(b.startsAt).getTime();
  return { start: start - margin, end: start + b.duration * MINUTE + margin };
};

/** The free starts between `from` and `to` (Berlin days, both included), earliest first. */
export function freeSlots(q: SlotQuery): Slot[] {
  const length = q.duration * MINUTE;
  // The booking lead time (stored as minNoticeHours): no start sooner than this after now.
  const earliest = Math.max(
    q.now.getTime() + q.availability.minNoticeHours * 60 * MINUTE,
    q.validFrom ? q.validFrom.getTime() : -Infinity,
  );
  const latestEnd = q.validUntil ? q.validUntil.getTime() : Infinity;
  const taken = [
    ...q.partnerBusy.map((b) => spanOfBusy(b, q.availability.bufferMinutes * MINUTE)),
    ...q.clientBusy.map((b) => spanOfBusy(b, 0)),
    ...(q.calendarBusy ?? []).map((b) => ({
      start: new Date(b.startsAt).getTime(),
      end: new Date(b.endsAt).getTime(),
    })),
  ];
  const slots: Slot[] = [];
  for (let date = q.from; date <= q.to; date = addDays(date, 1)) {
    for (const span of openSpans(q.availability, date)) {
      for (let start = span.start; start + length <= span.end; start += SLOT_STEP_MINUTES * MINUTE) {
        const end = start + length;
        if (start < earliest || end > latestEnd) continue;
        if (taken.some((t) => t.start < end && start < t.end)) continue;
        const at = new Date(start);
        slots.push({ startsAt: at.toISOString(), ...berlinWallClock(at) });
      }
    }
  }
  return slots;
}

/** Whether `startsAt` is one of the free starts of its Berlin day (the booking rule). */
export function isFreeSlot(q: Omit<SlotQuery, 'from' | 'to'>, startsAt: Date): boolean {
  const date = berlinWallClock(startsAt).date;
  const iso = startsAt.toISOString();
  return freeSlots({ ...q, from: date, to: date }).some((s) => s.startsAt === iso);
}
