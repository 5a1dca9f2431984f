import { jsonb } from '../../server/db/kysely';
import { erasureProjection, savedValueProjection } from '../../server/eventstore';
import type { AvailabilityEvent, PolicyEvent } from './events';
import { POLICY_ID } from './events';
import { policyIn } from './decide';
import type { SchedulingTables } from './tables';

/** `partner_availability`: each partner's availability as last saved (the event carries the whole of it). */
const availabilityProjection = savedValueProjection<AvailabilityEvent, SchedulingTables, 'partner_availability'>({
  name: 'scheduling.availability',
  table: 'partner_availability',
  key: 'partner_id',
  on: { AvailabilitySet: (d) => [d.partnerId, { availability: jsonb(d.availability) }] },
});

/** `scheduling_policy`: the firm's one row. */
const policyProjection = savedValueProjection<PolicyEvent, SchedulingTables, 'scheduling_policy'>({
  name: 'scheduling.policy',
  table: 'scheduling_policy',
  key: 'id',
  on: {
    SchedulingPolicySet: (d) => {
      const p = policyIn(d);
      return [
        POLICY_ID,
        {
          cancellation_notice_hours: p.cancellationNoticeHours,
          booking_horizon_weeks: p.bookingHorizonWeeks,
          reminders: p.reminders,
        },
      ];
    },
  },
});

/** A deleted partner account takes its availability with it. */
const availabilityErasure = erasureProjection('scheduling', 'partner_availability', 'partner_id');

export const schedulingProjections = [availabilityProjection, policyProjection, availabilityErasure];
