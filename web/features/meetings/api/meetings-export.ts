import type { AdminMeetingFilter } from '../../../../modules/meetings/contract';
import { downloadFile, today } from '../../../api/download';

/** The admin's CSV export of the meetings the screen shows (its search, status and sort). */
export function downloadMeetingsCsv({ search, status, sort }: AdminMeetingFilter): Promise<string> {
  return downloadFile('/api/meetings/export', `meetings-${today()}.csv`, { search: search || undefined, status, sort });
}
