import type { Availability } from './contract';

export interface SchedulingAvailabilityTable {
  partner_id: string;
  availability: Availability;
  updated_at: Date;
  version: number;
}

export interface SchedulingPolicyTable {
  id: string;
  cancellation_notice_hours: number;
  updated_at: Date;
  version: number;
}

export interface SchedulingTables {
  scheduling_availability: SchedulingAvailabilityTable;
  scheduling_policy: SchedulingPolicyTable;
}
