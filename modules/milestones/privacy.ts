import { privacyOf } from '../../server/eventstore';
import type { PlanEvent, TemplateEvent } from './events';

/** The firm's milestone template is plain; a coach's notes on a client's milestone are the client's. */
export const milestonesPrivacy = privacyOf<TemplateEvent | PlanEvent>()({
  MilestoneTemplateItemSaved: { plain: ['id', 'name', 'description'] },
  MilestoneTemplateItemRemoved: { plain: ['id'] },
  MilestonePlanCreated: { plain: ['milestones'] },
  // completedBy is an account id.
  MilestoneCompleted: { subject: 'clientId', personal: ['notes'], plain: ['completedBy'] },
});
