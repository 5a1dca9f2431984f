import { notAllowed, type ErrorTable } from '../../../server/http/domain-errors';
import { datevMessages } from './contract';
import type { DatevError } from './decide';

/** Each broken DATEV settings rule as status and German message (merged into invoicing's table). */
export const datevErrors: ErrorTable<DatevError> = {
  NotAllowed: notAllowed,
  DatevAccountLength: [400, (r) => datevMessages.accountLengthMismatch(r.accountLength), 'DATEV_ACCOUNT_LENGTH'],
  DatevPersonalAccountRange: [400, (r) => datevMessages.personalAccountRange(r.accountLength), 'DATEV_ACCOUNT_RANGE'],
};
