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
  notes: string | null;
  status: string;
  partner_confirmed: boolean;
  summary: string | null;
  completion_notes: string | null;
  hours_used: number;
  /** why it was cancelled or (MeetingNotHeld) did not take place */
  cancel_reason: string | null;
  no_show: boolean;
  reminder_sent: boolean;
  created_at: Date;
  updated_at: Date;
  version: number;
}

export interface MeetingsTables {
  meetings: MeetingsTable;
}
