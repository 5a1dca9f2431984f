export interface CalendarFeedsTable {
  user_id: string;
  /** SHA-256 (hex) of the feed's token; null once the feed was ended */
  token_hash: string | null;
  created_at: Date | null;
  version: number;
}

export interface CalendarTables {
  calendar_feeds: CalendarFeedsTable;
}
