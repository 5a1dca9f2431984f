import type { Availability, ReminderChoice } from './contract';

export interface SchedulingTables {
  /** Each partner's current availability (the whole of it, as last saved). */
  partner_availability: {
    partner_id: string;
    availability: Availability;
    updated_at: Date;
    version: number;
  };
  /** The firm's scheduling policy: one row, id 'firm'. */
  scheduling_policy: {
    id: string;
    cancellation_notice_hours: number;
    /** issue 34 (0031): how many weeks ahead clients may book, and which reminders go out */
    booking_horizon_weeks: number;
    reminders: ReminderChoice;
    updated_at: Date;
    version: number;
  };
}
