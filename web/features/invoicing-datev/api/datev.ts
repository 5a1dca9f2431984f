import { queryOptions } from '@tanstack/react-query';
import {
  datevFileName,
  datevKeys,
  type DatevSettings,
  type DatevSettingsView,
} from '../../../../modules/invoicing/contract';
import { api } from '../../../api/client';
import { downloadFile } from '../../../api/download';

// The DATEV calls (issue 18, item 7): the settings (pushed to admins under `datevKeys.settings`)
// and the month's Buchungsstapel as a file.

export const datevSettingsQuery = queryOptions({
  queryKey: datevKeys.settings,
  queryFn: ({ signal }) => api.load<DatevSettingsView>('/api/settings/datev', { signal }),
});

export function saveDatevSettings(body: DatevSettings): Promise<DatevSettingsView> {
  return api.put<DatevSettingsView>('/api/settings/datev', body, { retries: 0 });
}

/** Downloads EXTF_Buchungsstapel_<month>.csv; answers the file's name. */
export function downloadDatevExport(month: string): Promise<string> {
  return downloadFile('/api/invoices/export/datev', datevFileName(month), { month });
}
