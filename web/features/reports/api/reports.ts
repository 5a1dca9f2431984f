import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { reportsKeys, type RevenueReport } from '../../../../modules/reports/contract';
import { api } from '../../../api/client';
import { downloadFile } from '../../../api/download';

// The firm's figures (issue 35, item 7): one year's report and its CSV. The events that change the
// figures make them stale (api/refresh.ts).

/** The figures of `year`; the year shown stays while the next loads. */
export const revenueReportQuery = (year: number) =>
  queryOptions({
    queryKey: reportsKeys.revenue(year),
    queryFn: ({ signal }) => api.load<RevenueReport>('/api/reports/revenue', { signal, params: { year } }),
    placeholderData: keepPreviousData,
  });

/** The same figures as CSV for Excel (`;`, decimal comma, BOM). */
export const downloadRevenueCsv = (year: number): Promise<string> =>
  downloadFile('/api/reports/revenue/export', `auswertung-${year}.csv`, { year });
