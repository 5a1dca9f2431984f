import { defineDecider, ownedValueDecider, type SaveOwnedValue } from '../../server/eventstore';
import { parseCalendarDate } from '../../lib/german/time';
import {
  extrasOnWholeDaysOff,
  defaultSchedulingPolicy,
  lacksLocation,
  type Availability,
  type SchedulingPolicy,
  type SchedulingPolicyChange,
  type AvailabilityException,
  type TimeRange,
  type Weekday,
} from './contract';
import { availabilityStreams, policyStreams, type AvailabilityEvent, type PolicyEvent } from './events';

// The rules of an Accelerator's availability and of the firm's scheduling policy. Pure: the
// facts (who acts, whether the target is a partner) and `now` come with the command.

export type SchedulingError =
  | 'NotAllowed'
  | 'NotAPartner'
  | { code: 'RangesOverlap'; weekday: Weekday | null; date: string | null }
  | { code: 'InvalidDate'; date: string }
  | { code: 'DayOffWithExtra'; date: string }
  | 'LocationRequired';

/** Ranges of one day overlap when one starts before the other ends ('09:00-10:00' and '10:00-11:00' touch, fine). */
function overlaps(ranges: readonly TimeRange[]): boolean {
  const sorted = [...ranges].sort((a, b) => a.from.localeCompare(b.from));
  return sorted.some((r, i) => i > 0 && r.from < sorted[i - 1]!.to);
}

const byRange = (a: TimeRange | null, b: TimeRange | null) =>
  (a?.from ?? '').localeCompare(b?.from ?? '') || (a?.to ?? '').localeCompare(b?.to ?? '');

/** One order for the same availability however it was typed, so saving it again is recognised as the same. */
function normalised(a: Availability): Availability {
  return {
    weekly: [...a.weekly]
      .map(({ weekday, range }) => ({ weekday, range: { from: range.from, to: range.to } }))
      .sort((x, y) => x.weekday.localeCompare(y.weekday) || byRange(x.range, y.range)),
    exceptions: [...a.exceptions]
      .map(({ date, kind, range }): AvailabilityException => ({
        date,
        kind,
        range: range ? { from: range.from, to: range.to } : null,
      }))
      .sort((x, y) => x.date.localeCompare(y.date) || x.kind.localeCompare(y.kind) || byRange(x.range, y.range)),
    minNoticeHours: a.minNoticeHours,
    bufferMinutes: a.bufferMinutes,
    platform: a.platform,
    link: a.link,
    // Saved before the address existed: none.
    location: a.location ?? null,
  };
}

/** The first broken rule of an availability, if any: a booking in person needs its address, then the days. */
function brokenRule(a: Availability): SchedulingError | null {
  if (lacksLocation(a)) return 'LocationRequired';
  return brokenDayRule(a);
}

/** The first broken rule of an availability's days, if any. */
function brokenDayRule(a: Availability): SchedulingError | null {
  for (const e of a.exceptions) if (!parseCalendarDate(e.date)) return { code: 'InvalidDate', date: e.date };
  const weekdays = [...new Set(a.weekly.map((w) => w.weekday))];
  for (const weekday of weekdays)
    if (overlaps(a.weekly.filter((w) => w.weekday === weekday).map((w) => w.range)))
      return { code: 'RangesOverlap', weekday, date: null };
  const dates = [...new Set(a.exceptions.filter((e) => e.kind === 'extra').map((e) => e.date))];
  for (const date of dates) {
    const extras = a.exceptions.filter((e) => e.kind === 'extra' && e.date === date && e.range);
    if (overlaps(extras.map((e) => e.range!))) return { code: 'RangesOverlap', weekday: null, date };
  }
  // The slots would silently follow one of the two; the partner takes part of the day off instead.
  const [extraOnDayOff] = extrasOnWholeDaysOff(a.exceptions);
  if (extraOnDayOff !== undefined) return { code: 'DayOffWithExtra', date: a.exceptions[extraOnDayOff]!.date };
  return null;
}

/** Saving a partner's whole availability (the partner themself, or an admin). */
export type SetAvailability = SaveOwnedValue<'SetAvailability', Availability>;

// The firm's scheduling policy (one stream, id 'firm').

/** An admin saves the policy; a field left out (`change`) stays as it is. */
export interface SetSchedulingPolicy {
  type: 'SetSchedulingPolicy';
  actor: { id: string; role: string };
  change: SchedulingPolicyChange;
  now: Date;
}

/** A partner's availability (stream id = the partner's user id), for the command kernel. */
export const availabilityDecider = ownedValueDecider(availabilityStreams, {
  command: 'SetAvailability',
  role: 'partner',
  notOwnerRole: 'NotAPartner',
  saved: (partnerId, availability: Availability, at): AvailabilityEvent => ({
    type: 'AvailabilitySet',
    data: { partnerId, availability, at },
  }),
  valueOf: (e) => e.data.availability,
  // The same availability again, in any order, appends nothing.
  inOrder: normalised,
  broken: brokenRule,
});

/**
 * The policy an event leaves: one from before issue 34 carries the notice only; its firm chose no
 * horizon or reminders, so the defaults apply (26 weeks as before; both reminders, as for a firm
 * that never saved; the migration fills the read row alike, so replay agrees).
 */
export function policyIn(d: PolicyEvent['data']): SchedulingPolicy {
  const defaults = defaultSchedulingPolicy();
  return {
    cancellationNoticeHours: d.cancellationNoticeHours,
    bookingHorizonWeeks: d.bookingHorizonWeeks ?? defaults.bookingHorizonWeeks,
    reminders: d.reminders ?? defaults.reminders,
  };
}

const samePolicy = (a: SchedulingPolicy, b: SchedulingPolicy) =>
  a.cancellationNoticeHours === b.cancellationNoticeHours &&
  a.bookingHorizonWeeks === b.bookingHorizonWeeks &&
  a.reminders === b.reminders;

/** The admin alone sets it; the fields sent replace those saved; the same policy again appends nothing. */
function decidePolicy(command: SetSchedulingPolicy, saved: SchedulingPolicy | null): PolicyEvent[] | 'NotAllowed' {
  if (command.actor.role !== 'admin') return 'NotAllowed';
  const { cancellationNoticeHours, bookingHorizonWeeks, reminders } = command.change;
  const before = saved ?? defaultSchedulingPolicy();
  const next: SchedulingPolicy = {
    cancellationNoticeHours,
    bookingHorizonWeeks: bookingHorizonWeeks ?? before.bookingHorizonWeeks,
    reminders: reminders ?? before.reminders,
  };
  if (saved && samePolicy(saved, next)) return [];
  return [{ type: 'SchedulingPolicySet', data: { ...next, at: command.now.toISOString() } }];
}

/** The firm's scheduling policy (stream id 'firm'), for the command kernel; null until first saved. */
export const policyDecider = defineDecider(
  policyStreams,
  (): SchedulingPolicy | null => null,
  (_state, e: PolicyEvent) => policyIn(e.data),
  decidePolicy,
);
