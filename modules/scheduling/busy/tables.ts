import type { BusySource } from './events';

export interface BusyTables {
  /** Read table: each Accelerator's calendars as last saved (passwords too: the reader needs them; never answered). */
  busy_sources: {
    partner_id: string;
    sources: BusySource[];
    updated_at: Date;
    version: number;
  };
  /** Written by the reading job, not by events: what each calendar answered last (conditional GET, state). */
  busy_source_reads: {
    partner_id: string;
    source_key: string;
    last_read_at: Date | null;
    last_error: string | null;
    etag: string | null;
    last_modified: string | null;
    tried_at: Date;
  };
  /** Written by the reading job: the busy stretches a calendar holds within the window the slots use. */
  busy_times: {
    partner_id: string;
    source_key: string;
    starts_at: Date;
    ends_at: Date;
  };
  /** Written by the copy job (`modules/calendar/coach-copy`): how the copies into each CalDAV calendar fare. */
  busy_source_copies: {
    partner_id: string;
    source_key: string;
    copied_at: Date | null;
    /** German, shown after 'Übertragung fehlgeschlagen: ' */
    error: string | null;
    /** since when the calendar refuses the copies for good (the coach was mailed then) */
    refused_since: Date | null;
    tried_at: Date;
  };
}
