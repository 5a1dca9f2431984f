import { notAllowed, type ErrorTable } from '../../server/http/domain-errors';
import { sepaMessages } from './contract';
import type { SepaError } from './decide';

/** Each broken SEPA rule as status and German message; the API code is the rule's own name. */
export const sepaErrors: ErrorTable<SepaError> = {
  NotAllowed: notAllowed,
  OnlyClientGrants: [403, sepaMessages.onlyClientGrants, 'OnlyClientGrants'],
  CreditorIdMissing: [409, sepaMessages.creditorIdMissing, 'CreditorIdMissing'],
  NoMandate: [409, sepaMessages.noMandate, 'NoMandate'],
  NothingToCollect: [409, sepaMessages.nothingToCollect, 'NothingToCollect'],
  NotCollected: [409, sepaMessages.notCollected, 'NotCollected'],
};
