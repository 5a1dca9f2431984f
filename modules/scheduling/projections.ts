import { sql } from 'kysely';
import { tablesOf } from '../../server/db/kysely';
import { projectionByType, streamRows } from '../../server/eventstore';
import type { SchedulingEvent } from './events';
import { FIRM_POLICY } from './events';
import type { SchedulingTables } from './tables';

/** Each event carries the whole row: an Accelerator's availability, the firm's policy. */
export const schedulingProjection = projectionByType<SchedulingEvent>({
  name: 'scheduling.tables',
  tables: ['scheduling_availability', 'scheduling_policy'],
  on: {
    AvailabilitySet: (tx, e) =>
      streamRows(tablesOf<SchedulingTables>(tx), 'scheduling_availability', 'partner_id', e.version).upsert(
        e.data.partnerId,
        // jsonb: the document as text, cast, so the driver does not take the arrays for Postgres arrays.
        { availability: sql`${JSON.stringify(e.data.availability)}::jsonb`, updated_at: new Date(e.data.at) },
      ),
    SchedulingPolicySet: (tx, e) =>
      streamRows(tablesOf<SchedulingTables>(tx), 'scheduling_policy', 'id', e.version).upsert(FIRM_POLICY, {
        cancellation_notice_hours: e.data.cancellationNoticeHours,
        updated_at: new Date(e.data.at),
      }),
  },
});
