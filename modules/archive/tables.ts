export interface ArchiveTables {
  client_archive_notes: { user_id: string; notes: string; updated_at: Date; version: number };
}
