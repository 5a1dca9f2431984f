import { namedByRule } from '../../server/http/domain-errors';
import { milestoneMessages } from './contract';
import type { MilestoneError } from './decide';

/** Each broken milestone rule as status and German message; the API code is the rule's own name. */
export const milestonesErrors = namedByRule<MilestoneError>({
  ItemExists: [409, 'Der Meilenstein existiert bereits.'],
  ItemNotFound: [404, 'Meilenstein nicht gefunden.'],
  PlanExists: [409, 'Der Meilensteinplan existiert bereits.'],
  NoPlan: [404, milestoneMessages.noPlan],
  MilestoneNotFound: [404, 'Meilenstein nicht gefunden.'],
  AlreadyCompleted: [409, 'Dieser Meilenstein ist bereits abgeschlossen.'],
  NeedsPartner: [403, milestoneMessages.needsPartner],
  NotAllowed: [403, 'Sie haben keine Berechtigung für diese Aktion.'],
});
