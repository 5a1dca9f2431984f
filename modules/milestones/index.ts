import type PgBoss from 'pg-boss';
import type { AppContext } from '../../server/context';
import type { EventModule } from '../../server/eventstore';
import { milestonesPrivacy } from './privacy';
import { ensureDefaultTemplate } from './commands';
import { planReactions, startMilestoneJobs } from './jobs';
import { milestonesProjections } from './projections';
import { milestonesPush } from './push';
import { milestonesErasure } from './erasure';

export { milestonesRoutes } from './routes';
export { milestonesOf } from './queries';
export { milestonesErrors } from './errors';

export const milestonesModule: EventModule = {
  name: 'milestones',
  labels: {
    MilestoneTemplateItemSaved: 'Meilenstein-Vorlage gespeichert',
    MilestoneTemplateItemRemoved: 'Meilenstein-Vorlage entfernt',
    MilestonePlanCreated: 'Meilensteinplan erstellt',
    MilestoneCompleted: 'Meilenstein abgeschlossen',
  },
  projections: [...milestonesProjections, milestonesErasure],
  privacy: milestonesPrivacy,
  push: milestonesPush,
  reactions: planReactions,
};

export async function startMilestones(ctx: AppContext, boss: PgBoss): Promise<void> {
  await ensureDefaultTemplate(ctx);
  await startMilestoneJobs(boss, ctx);
}
