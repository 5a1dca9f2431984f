import { tablesOf } from '../../server/db/kysely';
import { projectionByType, streamTable } from '../../server/eventstore';
import type { PlanEvent, TemplateEvent } from './events';
import type { MilestonesTables } from './tables';

/** The template's rows, each as of its stream's version. */
const template = streamTable(tablesOf<MilestonesTables>, 'milestone_template', 'id');

/** `milestone_template`: one row per item of the firm's milestone template. */
const templateProjection = template.projection<TemplateEvent>('milestones.template', {
  MilestoneTemplateItemSaved: (rows, e) =>
    rows.upsert(e.data.id, {
      name: e.data.name,
      description: e.data.description,
      position: e.data.order,
      requires_partner: e.data.requiresPartner,
    }),
  MilestoneTemplateItemRemoved: (rows, e) => rows.remove(e.data.id),
});

/** `client_milestones`: a client's plan, copied from the template when a package is activated. */
const plansProjection = projectionByType<PlanEvent>({
  name: 'milestones.plans',
  tables: ['client_milestones'],
  on: {
    MilestonePlanCreated: async (tx, { data: d, version }) => {
      if (d.milestones.length === 0) return;
      await tablesOf<MilestonesTables>(tx)
        .insertInto('client_milestones')
        .values(
          d.milestones.map((m) => ({
            client_id: d.clientId,
            id: m.id,
            user_package_id: d.userPackageId,
            name: m.name,
            description: m.description,
            position: m.order,
            requires_partner: m.requiresPartner,
            completed: false,
            completed_at: null,
            completed_by: null,
            notes: null,
            version,
          })),
        )
        .onConflict((oc) => oc.columns(['client_id', 'id']).doNothing())
        .execute();
    },
    MilestoneCompleted: (tx, { data: d, version }) =>
      tablesOf<MilestonesTables>(tx)
        .updateTable('client_milestones')
        .set({ completed: true, completed_at: new Date(d.at), completed_by: d.completedBy, notes: d.notes, version })
        .where('client_id', '=', d.clientId)
        .where('id', '=', d.milestoneId)
        .where('version', '<', version)
        .execute(),
  },
});

export const milestonesProjections = [templateProjection, plansProjection];
