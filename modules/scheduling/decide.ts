import { defineDecider, settingDecider, type SaveSetting } from '../../server/eventstore';
import { parseCalendarDate } from '../../lib/german/time';
import type { Availability, AvailabilityException, TimeRange, Weekday } from './contract';
import { availabilityStreams, policyStreams, type AvailabilityEvent, type PolicyEvent } from './events';
import type { Actor } from '../identity/contract';

// The rules of an Accelerator's availability and of the firm's scheduling policy. Pure: the
// facts (who acts, whether the target is a partner) and `now` come with the command.

export type SchedulingError =
  | 'NotAllowed'
  | 'NotAPartner'
  | { code: 'RangesOverlap'; weekday: Weekday | null; date: string | null }
  | { code: 'InvalidDate'; date: string };

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
  };
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
  return null;
}

// A partner's availability (stream id = the partner's user id).

interface AvailabilityState {
  availability: Availability | null;
}
const initialAvailabilityState = (): AvailabilityState => ({ availability: null });

// One event and one command per aggregate so far: with a second, these become switches ending in `unreachable`.
function evolveAvailability(_state: AvailabilityState, e: AvailabilityEvent): AvailabilityState {
  return { availability: e.data.availability };
}

export interface SetAvailability {
  type: 'SetAvailability';
  partnerId: string;
  availability: Availability;
  actor: Actor;
  /** Whether `partnerId` names a partner account (read by the handler). */
  targetIsPartner: boolean;
  now: Date;
}

function decideAvailability(command: SetAvailability, state: AvailabilityState): AvailabilityEvent[] | SchedulingError {
  const { actor, partnerId } = command;
  if (actor.role !== 'admin' && !(actor.role === 'partner' && actor.id === partnerId)) return 'NotAllowed';
  if (!command.targetIsPartner) return 'NotAPartner';
  const broken = brokenDayRule(command.availability);
  if (broken) return broken;
  const availability = normalised(command.availability);
  // The same availability again changes nothing, so it appends nothing (both in one key order: the
  // log's jsonb does not keep the order the event was written in).
  if (state.availability && JSON.stringify(normalised(state.availability)) === JSON.stringify(availability)) return [];
  return [{ type: 'AvailabilitySet', data: { partnerId, availability, at: command.now.toISOString() } }];
}

// The firm's scheduling policy (one stream, id 'firm').

export type SetSchedulingPolicy = SaveSetting<'SetSchedulingPolicy', PolicyEvent>;

/** A partner's availability (stream id = the partner's user id), for the command kernel. */
export const availabilityDecider = defineDecider(
  availabilityStreams,
  initialAvailabilityState,
  evolveAvailability,
  decideAvailability,
);

/** The firm's scheduling policy (stream id 'firm'), for the command kernel. */
export const policyDecider = settingDecider<SetSchedulingPolicy, PolicyEvent, SchedulingError>(policyStreams, {
  command: 'SetSchedulingPolicy',
  event: 'SchedulingPolicySet',
  key: 'cancellationNoticeHours',
});
