import { tablesOf, type Db, type Tx } from '../../server/db/kysely';
import {
  DEFAULT_CANCELLATION_NOTICE_HOURS,
  emptyAvailability,
  type Availability,
  type SchedulingPolicy,
} from './contract';
import { FIRM_POLICY } from './events';
import type { SchedulingTables } from './tables';

const t = (db: Db | Tx) => tablesOf<SchedulingTables>(db);

/** An Accelerator's availability; one who never saved any has no bookable time. */
export async function availabilityOf(db: Db | Tx, partnerId: string): Promise<Availability> {
  const row = await t(db)
    .selectFrom('scheduling_availability')
    .select('availability')
    .where('partner_id', '=', partnerId)
    .executeTakeFirst();
  return row?.availability ?? emptyAvailability();
}

/** The firm's scheduling policy (default notice 48 hours until an admin sets one). */
export async function schedulingPolicyOf(db: Db | Tx): Promise<SchedulingPolicy> {
  const row = await t(db)
    .selectFrom('scheduling_policy')
    .select('cancellation_notice_hours')
    .where('id', '=', FIRM_POLICY)
    .executeTakeFirst();
  return { cancellationNoticeHours: row?.cancellation_notice_hours ?? DEFAULT_CANCELLATION_NOTICE_HOURS };
}
