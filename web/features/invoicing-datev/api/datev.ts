import {
  datevFileName,
  datevKeys,
  type DatevExportsView,
  type DatevSettings,
  type DatevSettingsView,
} from '../../../../modules/invoicing/contract';
import { loadQuery, saveWhole } from '../../../api/resource';
import { downloadFile } from '../../../api/download';

// The DATEV calls (issue 18, item 7): the settings (admins hear DatevSettingsSet, which makes `datevKeys.settings` stale)
// and the month's Buchungsstapel as a file.

export const datevSettingsQuery = loadQuery<DatevSettingsView>(datevKeys.settings, '/api/settings/datev');
/** The months handed to the adviser (admins hear DatevMonthExported, which makes `datevKeys.exports` stale). */
export const datevExportsQuery = loadQuery<DatevExportsView>(datevKeys.exports, '/api/invoices/export/datev/months');
export const saveDatevSettings = saveWhole<DatevSettings, DatevSettingsView>('/api/settings/datev');

/** Downloads EXTF_Buchungsstapel_<month>.csv; answers the file's name. */
export function downloadDatevExport(month: string): Promise<string> {
  return downloadFile('/api/invoices/export/datev', datevFileName(month), { month });
}
