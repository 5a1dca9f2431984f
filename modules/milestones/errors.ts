import type { ErrorTable } from '../../server/http/domain-errors';
import { milestoneMessages } from './contract';
import type { MilestoneError } from './decide';

/** Each broken milestone rule as status and German message; the API code is the rule's own name. */
export const milestonesErrors: ErrorTable<MilestoneError> = {
  ItemExists: [409, 'Der Meilenstein existiert bereits.', 'ItemExists'],
  ItemNotFound: [404, 'Meilenstein nicht gefunden.', 'ItemNotFound'],
  PlanExists: [409, 'Der Meilensteinplan existiert bereits.', 'PlanExists'],
  NoPlan: [404, milestoneMessages.noPlan, 'NoPlan'],
  MilestoneNotFound: [404, 'Meilenstein nicht gefunden.', 'MilestoneNotFound'],
  AlreadyCompleted: [409, 'Dieser Meilenstein ist bereits abgeschlossen.', 'AlreadyCompleted'],
  NeedsPartner: [403, milestoneMessages.needsPartner, 'NeedsPartner'],
  NotAllowed: [403, 'Sie haben keine Berechtigung für diese Aktion.', 'NotAllowed'],
};
