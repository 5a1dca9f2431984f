import type { Availability, ReminderChoice } from './contract';
import { aggregateStreams, type NewEvent } from '../../server/eventstore';
import { allOf } from '../../lib/all-of';

// The scheduling module's events: one availability stream per Accelerator, one policy stream for the firm.

/** A partner's availability as saved: always the whole of it (normalised, see decide). */
export type AvailabilitySet = NewEvent<
  'AvailabilitySet',
  { partnerId: string; availability: Availability; at: string }
>;
export type AvailabilityEvent = AvailabilitySet;

/**
 * The firm's whole policy as saved. Events before issue 34 carry the notice only: the horizon was
 * 26 weeks then, and the one reminder the 24-hour one (read as `policyIn`, decide.ts).
 */
export type SchedulingPolicySet = NewEvent<
  'SchedulingPolicySet',
  { cancellationNoticeHours: number; bookingHorizonWeeks?: number; reminders?: ReminderChoice; at: string }
>;
export type PolicyEvent = SchedulingPolicySet;

export const availabilityEventTypes = allOf<AvailabilityEvent['type']>({ AvailabilitySet: true });
export const policyEventTypes = allOf<PolicyEvent['type']>({ SchedulingPolicySet: true });

/** Stream `scheduling-availability-<partner's user id>`. */
export const availabilityStreams = aggregateStreams('scheduling', 'availability');
/** One stream for the firm: `scheduling-policy-firm`. */
export const policyStreams = aggregateStreams('scheduling', 'policy');
export const POLICY_ID = 'firm';
