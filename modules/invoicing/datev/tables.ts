import type { DatevSettings } from './contract';

export interface DatevTables {
  /** The firm's DATEV settings: one row, id 'firm', once an admin saved them. */
  datev_settings: { id: string; settings: DatevSettings; updated_at: Date; version: number };
}
