import type { ErrorTable } from '../../../server/http/domain-errors';
import { datevMessages } from './contract';
import type { DatevError } from './decide';

/** Each broken DATEV settings rule as status and German message (merged into invoicing's table). */
export const datevErrors: ErrorTable<DatevError> = {
  NotAllowed: [403, 'Sie haben keine Berechtigung für diese Aktion.', 'FORBIDDEN'],
  DatevAccountLength: [400, (r) => datevMessages.accountLengthMismatch(r.accountLength), 'DATEV_ACCOUNT_LENGTH'],
};
