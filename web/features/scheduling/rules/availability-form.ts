import {
  availability as availabilitySchema,
  extrasOnWholeDaysOff,
  lacksLocation,
  schedulingMessages,
  weekdays,
  type Availability,
  type AvailabilityException,
  type Weekday,
} from '../../../../modules/scheduling/contract';
import type { Platform } from '../../../../modules/meetings/contract';
import { formatGermanNumber, germanNumber } from '../../../lib/german-number';
import { fieldName, type FieldErrors } from '../../../lib/validation';
import { berlinToday } from '../../../../lib/german/time';

// The availability editor's values and their one way to a request body, checked as the server
// checks (the contract's schema, the same overlap rule), so the messages are the server's German
// texts on the field they belong to. Times are 'HH:mm' or '' while not typed; numbers as typed.

interface RangeRow {
  from: string;
  to: string;
}

interface DayRows {
  weekday: Weekday;
  ranges: RangeRow[];
}

export interface ExceptionRow {
  /** 'YYYY-MM-DD', or '' while not chosen. */
  date: string;
  kind: AvailabilityException['kind'];
  from: string;
  to: string;
}

export interface AvailabilityForm {
  days: DayRows[];
  exceptions: ExceptionRow[];
  minNoticeHours: string;
  bufferMinutes: string;
  platform: Platform;
  link: string;
  /** the address of bookings in person */
  location: string;
}

export const emptyRange = (): RangeRow => ({ from: '', to: '' });
export const emptyException = (): ExceptionRow => ({ date: '', kind: 'off', from: '', to: '' });

/** Whole hours and minutes as typed ('24' fine, '2,5' refused), then the contract's range and message. */
export const bookingLeadSchema = germanNumber({ decimals: 0, required: true }, availabilitySchema.shape.minNoticeHours);
export const bufferSchema = germanNumber({ decimals: 0, required: true }, availabilitySchema.shape.bufferMinutes);

/**
 * The editor's start: the saved availability, one list of ranges per weekday Monday to Sunday, and
 * the exceptions from `today` (Berlin) on. Past days offer nothing; kept, they would pile up until
 * the 400 exceptions a partner may save are full and nothing can be saved any more.
 */
export function formFromAvailability(a: Availability, today: string = berlinToday().toString()): AvailabilityForm {
  return {
    days: weekdays.map((weekday) => ({
      weekday,
      ranges: a.weekly.filter((w) => w.weekday === weekday).map((w) => ({ ...w.range })),
    })),
    exceptions: a.exceptions
      .filter((e) => e.date >= today)
      .map((e) => ({
        date: e.date,
        kind: e.kind,
        from: e.range?.from ?? '',
        to: e.range?.to ?? '',
      })),
    minNoticeHours: formatGermanNumber(a.minNoticeHours, { maxDecimals: 0 }),
    bufferMinutes: formatGermanNumber(a.bufferMinutes, { maxDecimals: 0 }),
    platform: a.platform,
    link: a.link ?? '',
    location: a.location ?? '',
  };
}

type Checked = { ok: true; body: Availability } | { ok: false; errors: FieldErrors };

/** The indexes of ranges that start before an earlier one (in time) ends. */
function overlapping(ranges: readonly RangeRow[]): number[] {
  const order = ranges.map((r, i) => ({ ...r, i })).sort((a, b) => a.from.localeCompare(b.from));
  return order.filter((r, k) => k > 0 && r.from < order[k - 1]!.to).map((r) => r.i);
}

/** The body the server takes, or the first German message per form field. */
export function checkAvailabilityForm(values: AvailabilityForm): Checked {
  const errors: FieldErrors = {};
  const put = (name: string, message: string) => {
    errors[name] ??= message;
  };

  // Body and, per body path, the form field it came from.
  const names = new Map<string, string>();
  const weekly: Availability['weekly'] = [];
  values.days.forEach((day, d) =>
    day.ranges.forEach((range, r) => {
      const at = `days[${d}].ranges[${r}]`;
      const i = weekly.length;
      names.set(`weekly[${i}].range.from`, `${at}.from`);
      names.set(`weekly[${i}].range.to`, `${at}.to`);
      names.set(`weekly[${i}].range`, `${at}.to`);
      if (!range.from) put(`${at}.from`, schedulingMessages.invalidTime);
      if (!range.to) put(`${at}.to`, schedulingMessages.invalidTime);
      weekly.push({ weekday: day.weekday, range: { ...range } });
    }),
  );
  const exceptions = values.exceptions.map((e, i) => {
    const at = `exceptions[${i}]`;
    names.set(`exceptions[${i}].date`, `${at}.date`);
    names.set(`exceptions[${i}].range.from`, `${at}.from`);
    names.set(`exceptions[${i}].range.to`, `${at}.to`);
    names.set(`exceptions[${i}].range`, `${at}.from`);
    if (!e.date) put(`${at}.date`, schedulingMessages.invalidDate);
    // A day off may leave both times empty (the whole day); one time alone is not a range.
    const range = e.from || e.to || e.kind === 'extra' ? { from: e.from, to: e.to } : null;
    if (range && !range.from && e.kind === 'off') put(`${at}.from`, schedulingMessages.invalidTime);
    if (range && !range.to && e.kind === 'off') put(`${at}.to`, schedulingMessages.invalidTime);
    if (e.kind === 'extra' && !e.from && !e.to) put(`${at}.from`, schedulingMessages.extraNeedsRange);
    return { date: e.date, kind: e.kind, range };
  });

  const lead = bookingLeadSchema.safeParse(values.minNoticeHours);
  if (!lead.success) put('minNoticeHours', lead.error.issues[0]!.message);
  const buffer = bufferSchema.safeParse(values.bufferMinutes);
  if (!buffer.success) put('bufferMinutes', buffer.error.issues[0]!.message);

  const body = {
    weekly,
    exceptions,
    minNoticeHours: lead.data ?? 0,
    bufferMinutes: buffer.data ?? 0,
    platform: values.platform,
    link: values.link.trim() || null,
    location: values.location.trim() || null,
  };
  const parsed = availabilitySchema.safeParse(body);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const path = fieldName(issue.path);
      put(names.get(path) ?? path, issue.message);
    }

  // The server's overlap rule, on the later of two overlapping ranges.
  values.days.forEach((day, d) => {
    const typed = day.ranges.filter((r) => r.from && r.to);
    for (const i of overlapping(typed))
      put(`days[${d}].ranges[${day.ranges.indexOf(typed[i]!)}].from`, schedulingMessages.rangesOverlap);
  });
  const extraDates = [...new Set(values.exceptions.filter((e) => e.kind === 'extra' && e.date).map((e) => e.date))];
  for (const date of extraDates) {
    const rows = values.exceptions.flatMap((e, i) =>
      e.kind === 'extra' && e.date === date && e.from && e.to ? [i] : [],
    );
    for (const k of overlapping(rows.map((i) => values.exceptions[i]!)))
      put(`exceptions[${rows[k]}].from`, schedulingMessages.rangesOverlap);
  }
  // The server's rule: a booking in person needs the address.
  if (lacksLocation(body)) put('location', schedulingMessages.locationRequired);
  // The server's rule, said at the extra's date (a missing date has its own message).
  for (const i of extrasOnWholeDaysOff(exceptions))
    if (exceptions[i]!.date) put(`exceptions[${i}].date`, schedulingMessages.dayOffWithExtra);

  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}
