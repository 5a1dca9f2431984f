import type { ErrorTable } from '../../server/http/domain-errors';
import { reportsMessages } from './contract';
import type { ReportRejection } from './decide';

/** The report's one refusal besides the query's own (contract.ts). */
export const reportsErrors: ErrorTable<ReportRejection> = {
  YEAR_AHEAD: [400, reportsMessages.yearAhead, 'YEAR_AHEAD'],
};
