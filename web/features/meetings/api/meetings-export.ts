import { downloadFile, today } from '../../../api/download';

/** The admin's CSV export of all meetings. */
export function downloadMeetingsCsv(): Promise<string> {
  return downloadFile('/api/meetings/export', `meetings-${today()}.csv`);
}
