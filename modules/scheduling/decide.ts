import { defineDecider } from '../../server/eventstore';
import { parseCalendarDate } from '../../lib/german/time';
import { DEFAULT_CANCELLATION_NOTICE_HOURS, emptyAvailability, type Availability, type TimeRange } from './contract';
import { availabilityStreams, policyStreams, type AvailabilityEvent, type PolicyEvent } from './events';

export interface Actor {
  id: string;
  role: 'admin' | 'partner' | 'user';
}

export type SchedulingError =
  | { code: 'NotYours' }
  | { code: 'RangesOverlap'; day: string }
  | { code: 'NoSuchDate'; date: string }
  | { code: 'AdminsOnly' };

const overlapping = (ranges: readonly TimeRange[]) => {
  const sorted = [...ranges].sort((a, b) => a.from.localeCompare(b.from));
  return sorted.some((r, i) => i > 0 && r.from < sorted[i - 1]!.to);
};

/** The first rule the availability breaks: overlapping ranges on a weekday or a date, a date that does not exist. */
function brokenRule(a: Availability): SchedulingError | null {
  for (const day of new Set(a.weekly.map((w) => w.weekday)))
    if (overlapping(a.weekly.filter((w) => w.weekday === day).map((w) => w.range)))
      return { code: 'RangesOverlap', day };
  for (const e of a.exceptions) if (!parseCalendarDate(e.date)) return { code: 'NoSuchDate', date: e.date };
  for (const date of new Set(a.exceptions.map((e) => e.date))) {
    const extra = a.exceptions.filter((e) => e.date === date && e.kind === 'extra' && e.range).map((e) => e.range!);
    if (overlapping(extra)) return { code: 'RangesOverlap', day: date };
  }
  return null;
}

/** Equal availabilities, whatever the order of their lists (saving the same again changes nothing). */
function sameAvailability(a: Availability, b: Availability): boolean {
  const canon = (x: Availability) =>
    JSON.stringify({
      ...x,
      weekly: x.weekly.map((w) => `${w.weekday} ${w.range.from}-${w.range.to}`).sort(),
      exceptions: x.exceptions.map((e) => `${e.date} ${e.kind} ${e.range?.from ?? ''}-${e.range?.to ?? ''}`).sort(),
    });
  return canon(a) === canon(b);
}

type AvailabilityCommand = {
  type: 'SetAvailability';
  actor: Actor;
  partnerId: string;
  availability: Availability;
  now: Date;
};

/** Pure: an Accelerator (or an admin for them) saves the whole availability. */
function decideAvailability(c: AvailabilityCommand, state: Availability): AvailabilityEvent[] | SchedulingError {
  if (!(c.actor.role === 'admin' || (c.actor.role === 'partner' && c.actor.id === c.partnerId)))
    return { code: 'NotYours' };
  const broken = brokenRule(c.availability);
  if (broken) return broken;
  if (sameAvailability(state, c.availability)) return [];
  return [
    {
      type: 'AvailabilitySet',
      data: { partnerId: c.partnerId, availability: c.availability, at: c.now.toISOString() },
    },
  ];
}

/** An Accelerator's availability: none saved yet is no bookable time at all. */
export const availabilityDecider = defineDecider(
  availabilityStreams,
  emptyAvailability,
  (_state: Availability, e: AvailabilityEvent) => e.data.availability,
  decideAvailability,
);

type PolicyCommand = { type: 'SetSchedulingPolicy'; actor: Actor; cancellationNoticeHours: number; now: Date };

/** Pure: an admin sets the firm's cancellation notice. */
function decidePolicy(c: PolicyCommand, state: { cancellationNoticeHours: number }): PolicyEvent[] | SchedulingError {
  if (c.actor.role !== 'admin') return { code: 'AdminsOnly' };
  if (c.cancellationNoticeHours === state.cancellationNoticeHours) return [];
  return [
    {
      type: 'SchedulingPolicySet',
      data: { cancellationNoticeHours: c.cancellationNoticeHours, at: c.now.toISOString() },
    },
  ];
}

/** The firm's scheduling policy (one stream). */
export const policyDecider = defineDecider(
  policyStreams,
  () => ({ cancellationNoticeHours: DEFAULT_CANCELLATION_NOTICE_HOURS }),
  (_state: { cancellationNoticeHours: number }, e: PolicyEvent) => ({
    cancellationNoticeHours: e.data.cancellationNoticeHours,
  }),
  decidePolicy,
);
