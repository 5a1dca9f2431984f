import { CalendarDateTime, fromDate, toZoned } from '@internationalized/date';
import ICAL from 'ical.js';
import { berlinDayStart } from '../../../lib/german/time';

// Issue 34 item 1: the busy stretches of an iCalendar text (an ICS subscription or CalDAV objects)
// within a window, by Mozilla's parser. Pure apart from ical.js's zone registry, which holds the
// VTIMEZONEs of the calendar being read and nothing after it.

export interface BusyTime {
  startsAt: Date;
  endsAt: Date;
}

/** A rule without end is read this far and no further (a daily event of ten years is 3,650). */
const MAX_OCCURRENCES = 20_000;
const FALLBACK_ZONE = 'Europe/Berlin';

/**
 * Entries the portal made (invitations, the feed, the copies in the coach's CalDAV calendar: every
 * UID ends so) are the portal's meetings, which block slots as meetings already (with the buffer);
 * read back as busy, a moved or cancelled meeting would keep blocking its old time until the next read.
 */
const madeByThePortal = (uid: unknown) => typeof uid === 'string' && uid.endsWith('@coaching-portal');

/** Whether a calendar app shows the entry as free: transparent or cancelled entries block nothing. */
function blocksTime(vevent: ICAL.Component): boolean {
  const transp = String(vevent.getFirstPropertyValue('transp') ?? '').toUpperCase();
  const status = String(vevent.getFirstPropertyValue('status') ?? '').toUpperCase();
  return transp !== 'TRANSPARENT' && status !== 'CANCELLED';
}

const isKnownZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/**
 * The instant of a start or end. A date (an all-day entry) is the start of that Berlin day: the
 * coach is away the whole day as the firm counts it. A time in a zone the file describes or UTC is
 * converted by ical.js; a TZID without its VTIMEZONE (an IANA name), or a floating time, is read on
 * that zone's clock (floating: Berlin's).
 */
function instantOf(time: ICAL.Time, tzid: string | null): number {
  if (time.isDate) return berlinDayStart(time.toString().slice(0, 10)).getTime();
  const zone = time.zone;
  if (zone === ICAL.Timezone.utcTimezone || (zone && zone !== ICAL.Timezone.localTimezone && zone.tzid !== 'floating'))
    return time.toUnixTime() * 1000;
  const name = tzid && isKnownZone(tzid) ? tzid : FALLBACK_ZONE;
  const wall = new CalendarDateTime(time.year, time.month, time.day, time.hour, time.minute, time.second);
  return toZoned(wall, name, 'later').toDate().getTime();
}

const tzidOf = (vevent: ICAL.Component, name: 'dtstart' | 'dtend'): string | null => {
  const p = vevent.getFirstProperty(name)?.getParameter('tzid');
  return typeof p === 'string' ? p : null;
};

/**
 * An entry on a zone the file does not describe (a TZID without VTIMEZONE, which ical.js has not
 * learnt) is expanded on that zone's wall clock, and ical.js compares an EXDATE or RECURRENCE-ID
 * given in UTC with it as if UTC were that clock: the date left out kept blocking, and the moved
 * one blocked its old time and not its new one. Such values are written on the zone's clock here.
 */
function onTheSeriesClock(vevent: ICAL.Component): void {
  const tzid = tzidOf(vevent, 'dtstart');
  if (!tzid || ICAL.TimezoneService.has(tzid) || !isKnownZone(tzid)) return;
  for (const prop of [...vevent.getAllProperties('exdate'), ...vevent.getAllProperties('recurrence-id')]) {
    const values = prop.getValues() as ICAL.Time[];
    const utc = (v: ICAL.Time) => !v.isDate && v.zone === ICAL.Timezone.utcTimezone;
    if (!values.some(utc)) continue;
    const onClock = values.map((v) => {
      if (!utc(v)) return v;
      const z = fromDate(new Date(v.toUnixTime() * 1000), tzid);
      // The zone ical.js gives a TZID it does not know: its local (floating) clock, as the series has.
      const wall = { year: z.year, month: z.month, day: z.day, hour: z.hour, minute: z.minute, second: z.second };
      return new ICAL.Time(wall, ICAL.Timezone.localTimezone);
    });
    prop.setParameter('tzid', tzid);
    if (prop.name === 'exdate') prop.setValues(onClock);
    else prop.setValue(onClock[0]!);
  }
}

/**
 * What ical.js cannot expand, made expandable; answers the ends of the dates given as periods.
 * - A set of RDATEs alone lacked its DTSTART (ical.js yields it only through a rule iterator), so
 *   the first date blocked nothing. RFC 5545 §3.8.5.2 has DTSTART as the first instance of the set:
 *   a rule of that one date gives it back, and EXDATE still applies.
 * - An RDATE given as a period (start/end or start/duration) threw in ical.js, and the whole entry
 *   blocked nothing; it is read as its start, and the period's end is answered for that date.
 */
function expandable(vevent: ICAL.Component): Map<string, ICAL.Time> {
  const periodEnds = new Map<string, ICAL.Time>();
  for (const prop of vevent.getAllProperties('rdate')) {
    if (prop.type !== 'period') continue;
    const periods = prop.getValues() as ICAL.Period[];
    for (const p of periods) periodEnds.set(p.start.toString(), p.getEnd());
    prop.resetType('date-time');
    prop.setValues(periods.map((p) => p.start));
  }
  if (vevent.hasProperty('rdate') && !vevent.hasProperty('rrule'))
    vevent.addPropertyWithValue('rrule', ICAL.Recur.fromString('FREQ=DAILY;COUNT=1'));
  return periodEnds;
}

/**
 * The VTIMEZONEs of this calendar alone, for ical.js to convert its times (the last of the same TZID
 * wins). ical.js keeps zones in one registry for the process: kept there, a zone one calendar
 * described (valid for its own dates only, RFC 5545 §3.6.5: winter time alone) converted the next
 * calendar's times of that TZID, another coach's, whose summer entries then blocked an hour late.
 */
function registerZones(calendar: ICAL.Component): void {
  ICAL.TimezoneService.reset();
  for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) {
    const tzid = vtimezone.getFirstPropertyValue('tzid');
    // ical.js also finds a VTIMEZONE in the calendar itself: an unusable one is taken out of it.
    if (!usable(vtimezone)) calendar.removeSubcomponent(vtimezone);
    else if (typeof tzid === 'string') ICAL.TimezoneService.register(vtimezone);
  }
}

/**
 * Whether ical.js can convert times with this VTIMEZONE. One value it cannot read ('+01:00' for
 * '+0100') made every entry on the zone throw, so none blocked, without a word; left out (also one
 * without STANDARD or DAYLIGHT, which ical.js reads as UTC), the TZID is read as the IANA zone of
 * that name (or Berlin's), as when a calendar brings no VTIMEZONE.
 */
function usable(vtimezone: ICAL.Component): boolean {
  const parts = vtimezone.getAllSubcomponents();
  try {
    // Each value read once (cheap; converting a time here doubled the cost of a CalDAV object).
    for (const part of parts) for (const prop of part.getAllProperties()) prop.getValues();
  } catch {
    return false;
  }
  return parts.length > 0;
}

/**
 * The busy stretches of one iCalendar text overlapping `window`, earliest first. Recurring entries
 * are expanded (RRULE, RDATE, EXDATE; a RECURRENCE-ID entry replaces its occurrence: moved, or
 * cancelled/transparent and then blocking nothing). Throws on a text that is no iCalendar.
 */
export function busyTimesIn(text: string, window: { start: Date; end: Date }): BusyTime[] {
  const calendar = parsedCalendar(text);
  if (calendar.name !== 'vcalendar') throw new Error('not a calendar');
  registerZones(calendar);
  try {
    return busyTimesOf(calendar, window);
  } finally {
    ICAL.TimezoneService.reset();
  }
}

function busyTimesOf(calendar: ICAL.Component, window: { start: Date; end: Date }): BusyTime[] {
  const vevents = calendar.getAllSubcomponents('vevent');
  const periodEnds = new Map<ICAL.Component, Map<string, ICAL.Time>>();
  for (const vevent of vevents) {
    onTheSeriesClock(vevent);
    periodEnds.set(vevent, expandable(vevent));
  }
  // The overrides by UID, handed to each series: left alone, ical.js scans every sibling per event (n²).
  const overrides = new Map<unknown, ICAL.Component[]>();
  for (const v of vevents.filter((e) => e.hasProperty('recurrence-id'))) {
    const uid = v.getFirstPropertyValue('uid');
    overrides.set(uid, [...(overrides.get(uid) ?? []), v]);
  }
  const series = new Set(
    vevents.filter((e) => !e.hasProperty('recurrence-id')).map((e) => e.getFirstPropertyValue('uid')),
  );
  const from = window.start.getTime();
  const until = window.end.getTime();
  const out: BusyTime[] = [];
  const add = (item: ICAL.Component, startDate: ICAL.Time, endDate: ICAL.Time) => {
    if (!blocksTime(item)) return;
    const start = instantOf(startDate, tzidOf(item, 'dtstart'));
    const end = instantOf(endDate, tzidOf(item, 'dtend') ?? tzidOf(item, 'dtstart'));
    if (end > from && start < until && end > start) out.push({ startsAt: new Date(start), endsAt: new Date(end) });
  };
  for (const vevent of vevents) {
    try {
      addEntry(vevent);
    } catch {
      // An entry it cannot read (no start, a broken rule) blocks nothing; the others still do.
    }
  }
  return out.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());

  function addEntry(vevent: ICAL.Component): void {
    const uid = vevent.getFirstPropertyValue('uid');
    if (madeByThePortal(uid)) return;
    // An occurrence is read with its series; one whose series the text lacks (an invitation to one
    // date of someone else's series: Google, Outlook, CalDAV per RFC 6638) stands alone.
    if (vevent.hasProperty('recurrence-id')) {
      const alone = series.has(uid) ? null : new ICAL.Event(vevent);
      if (alone) add(vevent, alone.startDate, alone.endDate);
      return;
    }
    const event = new ICAL.Event(vevent, { exceptions: overrides.get(uid) ?? [] });
    const expansion = event.iterator();
    const reach = reachOf(event, !overrides.has(uid) && periodEnds.get(vevent)?.size === 0);
    for (let n = 0, next = expansion.next(); next && n < MAX_OCCURRENCES; n++, next = expansion.next()) {
      const ruleStart = instantOf(next, tzidOf(vevent, 'dtstart'));
      // An occurrence's own time may lie earlier than its place in the rule (moved): read a day on.
      if (ruleStart >= until + 86_400_000 * 31) break;
      if (ruleStart + reach <= from) continue;
      const details = event.getOccurrenceDetails(next);
      const item = details.item.component;
      const start = instantOf(details.startDate, tzidOf(item, 'dtstart'));
      if (start >= until && !event.isRecurring()) break;
      const periodEnd = item === vevent ? periodEnds.get(vevent)?.get(next.toString()) : undefined;
      add(item, details.startDate, periodEnd ?? details.endDate);
      if (!event.isRecurring()) break;
    }
  }
}

/**
 * How long after its place in the rule an occurrence may still block: its length and two days (a
 * clock change, an all-day entry's Berlin day); unbounded where an occurrence may move (overrides) or
 * have a length of its own (periods). An occurrence that ends before the window is then not read in
 * detail: a calendar of years (5,000 entries, series begun long ago) spent most of its time there.
 */
function reachOf(event: ICAL.Event, plain: boolean): number {
  if (!plain) return Infinity;
  try {
    return Math.max(0, event.duration.toSeconds() * 1000) + 2 * 86_400_000;
  } catch {
    return Infinity;
  }
}

/** RFC 5545 content lines, unfolded. */
const contentLines = (text: string) => text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);

/**
 * The calendar of a text. ical.js refuses a whole text for one value it cannot read (a malformed
 * date in one entry); then each entry is read alone beside the calendar's zones and the unreadable
 * ones are left out, so one broken entry does not keep the coach's other entries from blocking.
 * Throws on a text that is no iCalendar.
 */
function parsedCalendar(text: string): ICAL.Component {
  try {
    return new ICAL.Component(ICAL.parse(text));
  } catch (err) {
    const lines = contentLines(text);
    const begin = lines.findIndex((l) => l.trim().toUpperCase() === 'BEGIN:VCALENDAR');
    if (begin < 0) throw err;
    const head: string[] = [];
    const zones: string[] = [];
    const entries: string[][] = [];
    // The top-level component being collected (VEVENT, VTIMEZONE, VTODO…) and its lines.
    let block: { name: string; lines: string[] } | null = null;
    let ended = false;
    for (const line of lines.slice(begin + 1)) {
      const upper = line.trim().toUpperCase();
      if (!block && upper === 'END:VCALENDAR') {
        ended = true;
        break;
      }
      if (!block && upper.startsWith('BEGIN:')) block = { name: upper.slice(6), lines: [] };
      if (!block) {
        head.push(line);
        continue;
      }
      block.lines.push(line);
      if (upper !== `END:${block.name}`) continue;
      if (block.name === 'VEVENT') entries.push(block.lines);
      if (block.name === 'VTIMEZONE') zones.push(...block.lines);
      block = null;
    }
    // A text cut off (a read broken off) is no calendar: read as one, it would free the coach's time.
    if (!ended) throw err;
    const wrap = (body: string[]) => ['BEGIN:VCALENDAR', ...head, ...body, 'END:VCALENDAR', ''].join('\r\n');
    const calendar = new ICAL.Component(ICAL.parse(wrap(zones)));
    for (const entry of entries) {
      try {
        const vevent = new ICAL.Component(ICAL.parse(wrap(entry))).getFirstSubcomponent('vevent');
        if (vevent) calendar.addSubcomponent(vevent);
      } catch {
        // This entry stays out; the next is read.
      }
    }
    return calendar;
  }
}
