import { tablesOf, type Db, type Tx } from '../../server/db/kysely';
import { isUuid, ownedValueOf, settingRow } from '../../server/db/reads';
import { defaultSchedulingPolicy, emptyAvailability, type Availability, type SchedulingPolicy } from './contract';
import { POLICY_ID } from './events';
import type { SchedulingTables } from './tables';

const t = (db: Db | Tx) => tablesOf<SchedulingTables>(db);

/**
 * A partner's current availability; `emptyAvailability()` (no bookable time) when they never saved
 * one. The slot computation and booking read exactly this.
 */
export async function availabilityOf(db: Db | Tx, partnerId: string): Promise<Availability> {
  if (!isUuid(partnerId)) return emptyAvailability();
  const saved = await ownedValueOf(t(db), 'partner_availability', 'partner_id', 'availability', partnerId);
  // One saved before the address existed has none.
  return saved ? { ...saved, location: saved.location ?? null } : emptyAvailability();
}

/** The firm's scheduling policy; the default cancellation notice (48 hours) when no admin set one. */
export async function schedulingPolicyOf(db: Db | Tx): Promise<SchedulingPolicy> {
  const row = await settingRow(t(db), 'scheduling_policy', POLICY_ID);
  if (!row) return defaultSchedulingPolicy();
  return {
    cancellationNoticeHours: row.cancellation_notice_hours,
    bookingHorizonWeeks: row.booking_horizon_weeks,
    reminders: row.reminders,
  };
}
