export interface MeetingsTable {
  id: string;
  client_id: string;
  partner_id: string;
  user_package_id: string;
  starts_at: Date;
  date: string;
  time: string;
  duration: number;
  hours: number;
  platform: string;
  link: string | null;
  /** the address of an in-person meeting */
  location: string | null;
  notes: string | null;
  status: string;
  partner_confirmed: boolean;
  summary: string | null;
  completion_notes: string | null;
  hours_used: number;
  /** why it was cancelled or (MeetingNotHeld) did not take place */
  cancel_reason: string | null;
  no_show: boolean;
  /** the client booked it from the Accelerator's slots (issue 19) */
  booked_by_client: boolean;
  /** the series it was planned in (issue 34; migration 0030), null for a single meeting */
  series_id: string | null;
  /** the client cancelled inside the notice: its hours were charged */
  late_cancellation: boolean;
  /** the 24-hour reminder went out for the current time */
  reminder_sent: boolean;
  /** the 1-hour reminder went out for the current time (0031; issue 34) */
  hour_reminder_sent: boolean;
  created_at: Date;
  updated_at: Date;
  version: number;
}

export interface MeetingsTables {
  meetings: MeetingsTable;
}
