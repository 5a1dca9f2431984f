import { namedByRule, notAllowed, type ErrorTable } from '../../server/http/domain-errors';
import { sepaMessages } from './contract';
import type { SepaError } from './decide';

/**
 * Each broken SEPA rule as status and German message; the API code is the rule's own name, except
 * the refusal every module shares (FORBIDDEN).
 */
export const sepaErrors: ErrorTable<SepaError> = {
  ...namedByRule<Exclude<SepaError, 'NotAllowed'>>({
    OnlyClientGrants: [403, sepaMessages.onlyClientGrants],
    CreditorIdMissing: [409, sepaMessages.creditorIdMissing],
    NoMandate: [409, sepaMessages.noMandate],
    NothingToCollect: [409, sepaMessages.nothingToCollect],
    NotCollected: [409, sepaMessages.notCollected],
    CollectionNotFound: [404, sepaMessages.collectionNotFound],
    AlreadyHandedOver: [409, sepaMessages.alreadyHandedOver],
  }),
  NotAllowed: notAllowed,
};
