import { aggregateStreams, type NewEvent } from '../../server/eventstore';
import type { Availability } from './contract';

// An Accelerator's availability (stream `scheduling-availability-{partnerId}`), saved whole each
// time; the firm's scheduling policy (stream `scheduling-policy-firm`).

export type AvailabilitySet = NewEvent<
  'AvailabilitySet',
  { partnerId: string; availability: Availability; at: string }
>;
export type SchedulingPolicySet = NewEvent<'SchedulingPolicySet', { cancellationNoticeHours: number; at: string }>;

export type AvailabilityEvent = AvailabilitySet;
export type PolicyEvent = SchedulingPolicySet;
export type SchedulingEvent = AvailabilityEvent | PolicyEvent;

export const schedulingEventTypes: readonly SchedulingEvent['type'][] = ['AvailabilitySet', 'SchedulingPolicySet'];

export const availabilityStreams = aggregateStreams('scheduling', 'availability');
export const policyStreams = aggregateStreams('scheduling', 'policy');
/** The firm has one policy stream. */
export const FIRM_POLICY = 'firm';
