import { addDays, berlinInstant, berlinWallClock, parseCalendarDate } from '../../lib/german/time';
import type { Availability, TimeRange } from './contract';

// Pure: an Accelerator's free starts (issue 19 item 2). The slots endpoint lists them and the
// booking rule asks the same function whether a chosen start is one of them: written once.

/** Free starts lie on this grid, in real time from the start of each open stretch (no buffer). */
const SLOT_STEP_MINUTES = 30;

/** How far ahead a client may book when the firm set nothing (issue 34; the dialog's 26 weeks). */
export const DEFAULT_BOOKING_HORIZON_WEEKS = 26;

/**
 * The grid of starts: the buffer's, so a 15-minute buffer costs 15 minutes and not a whole
 * 30-minute start (issue 34). The largest step that divides both 30 and the buffer, so the
 * half-hours stay starts; a buffer that shares less than 5 minutes with 30 (7, 13 …) keeps 30.
 */
export function slotStepMinutes(bufferMinutes: number): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const step = bufferMinutes > 0 ? gcd(SLOT_STEP_MINUTES, bufferMinutes) : SLOT_STEP_MINUTES;
  return step >= 5 ? step : SLOT_STEP_MINUTES;
}

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
  /** the firm's cancellation notice: a start sooner than this after now is `insideNotice` */
  cancellationNoticeHours?: number;
  /** the firm's booking horizon; without, DEFAULT_BOOKING_HORIZON_WEEKS */
  horizonWeeks?: number;
}

/**
 * A free start: the instant, Berlin's clock at it, and whether it lies inside the firm's
 * cancellation notice already (cancelling it later costs the hours; the dialog says so).
 */
interface Slot {
  startsAt: string;
  date: string;
  time: string;
  insideNotice: boolean;
}

/** Why a start is not free, earliest reason first (issue 34: refusals name their reason). */
export type SlotRefusal =
  | { reason: 'leadTime'; hours: number }
  | { reason: 'beyondHorizon'; weeks: number }
  | { reason: 'packageNotStarted'; validFrom: Date }
  | { reason: 'packageEnds'; validUntil: Date }
  | { reason: 'outsideHours' }
  | { reason: 'taken' };

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

/**
 * The rules of one start that do not depend on the open hours, in the order a refusal names them:
 * the booking lead time (stored as minNoticeHours), the horizon, the package's validity, then
 * both people's meetings (the partner's with the buffer). Null: nothing stands in the way.
 */
function refusalAt(q: Omit<SlotQuery, 'from' | 'to'>, start: number): SlotRefusal | null {
  const end = start + q.duration * MINUTE;
  const lead = q.availability.minNoticeHours;
  if (start < q.now.getTime() + lead * 60 * MINUTE) return { reason: 'leadTime', hours: lead };
  const weeks = q.horizonWeeks ?? DEFAULT_BOOKING_HORIZON_WEEKS;
  if (start > q.now.getTime() + weeks * 7 * 24 * 60 * MINUTE) return { reason: 'beyondHorizon', weeks };
  if (q.validFrom && start < q.validFrom.getTime()) return { reason: 'packageNotStarted', validFrom: q.validFrom };
  if (q.validUntil && end > q.validUntil.getTime()) return { reason: 'packageEnds', validUntil: q.validUntil };
  const taken = [
    ...q.partnerBusy.map((b) => spanOfBusy(b, q.availability.bufferMinutes * MINUTE)),
    ...q.clientBusy.map((b) => spanOfBusy(b, 0)),
    ...(q.calendarBusy ?? []).map((b) => ({
      start: new Date(b.startsAt).getTime(),
      end: new Date(b.endsAt).getTime(),
    })),
  ];
  return taken.some((t) => t.start < end && start < t.end) ? { reason: 'taken' } : null;
}

/** The starts of one Berlin day on the buffer's grid where the meeting fits into the open hours. */
function gridStarts(q: Omit<SlotQuery, 'from' | 'to'>, date: string): number[] {
  const step = slotStepMinutes(q.availability.bufferMinutes) * MINUTE;
  const length = q.duration * MINUTE;
  return openSpans(q.availability, date).flatMap((span) => {
    const starts: number[] = [];
    for (let start = span.start; start + length <= span.end; start += step) starts.push(start);
    return starts;
  });
}

/** The free starts between `from` and `to` (Berlin days, both included), earliest first. */
export function freeSlots(q: SlotQuery): Slot[] {
  const notice = (q.cancellationNoticeHours ?? 0) * 60 * MINUTE;
  const slots: Slot[] = [];
  for (let date = q.from; date <= q.to; date = addDays(date, 1)) {
    for (const start of gridStarts(q, date)) {
      if (refusalAt(q, start)) continue;
      const at = new Date(start);
      slots.push({
        startsAt: at.toISOString(),
        ...berlinWallClock(at),
        insideNotice: start < q.now.getTime() + notice,
      });
    }
  }
  return slots;
}

/**
 * Why `startsAt` is not one of the free starts of its Berlin day, or null when it is (the booking
 * rule). A start off the open hours or off the grid is 'outsideHours' unless an earlier reason applies.
 */
export function whyNotFree(q: Omit<SlotQuery, 'from' | 'to'>, startsAt: Date): SlotRefusal | null {
  const start = startsAt.getTime();
  const refusal = refusalAt(q, start);
  if (refusal && refusal.reason !== 'taken') return refusal;
  if (!gridStarts(q, berlinWallClock(startsAt).date).includes(start)) return { reason: 'outsideHours' };
  return refusal;
}

/** Whether `startsAt` is one of the free starts of its Berlin day. */
export function isFreeSlot(q: Omit<SlotQuery, 'from' | 'to'>, startsAt: Date): boolean {
  return whyNotFree(q, startsAt) === null;
}
