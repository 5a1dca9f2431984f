import { jsonb, tablesOf } from '../../server/db/kysely';
import { erasureProjection, projectionByType, streamRows } from '../../server/eventstore';
import type { AvailabilityEvent, PolicyEvent } from './events';
import { POLICY_ID } from './events';
import type { SchedulingTables } from './tables';

/** `partner_availability`: each partner's availability as last saved (the event carries the whole of it). */
const availabilityProjection = projectionByType<AvailabilityEvent>({
  name: 'scheduling.availability',
  tables: ['partner_availability'],
  on: {
    AvailabilitySet: (tx, { data: d, version }) =>
      streamRows(tablesOf<SchedulingTables>(tx), 'partner_availability', 'partner_id', version).upsert(d.partnerId, {
        availability: jsonb(d.availability),
        updated_at: new Date(d.at),
      }),
  },
});

/** `scheduling_policy`: the firm's one row. */
const policyProjection = projectionByType<PolicyEvent>({
  name: 'scheduling.policy',
  tables: ['scheduling_policy'],
  on: {
    SchedulingPolicySet: (tx, { data: d, version }) =>
      streamRows(tablesOf<SchedulingTables>(tx), 'scheduling_policy', 'id', version).upsert(POLICY_ID, {
        cancellation_notice_hours: d.cancellationNoticeHours,
        updated_at: new Date(d.at),
      }),
  },
});

/** A deleted partner account takes its availability with it. */
const availabilityErasure = erasureProjection('scheduling', 'partner_availability', 'partner_id');

export const schedulingProjections = [availabilityProjection, policyProjection, availabilityErasure];
