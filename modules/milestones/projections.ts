import { tablesOf, type Tx } from '../../server/db/kysely';
import { defineProjection, streamRows, type Stored } from '../../server/eventstore';
import { unreachable } from '../../lib/unreachable';
import { planEventTypes, templateEventTypes, type PlanEvent, type TemplateEvent } from './events';
import type { MilestonesTables } from './tables';

async function applyTemplate(tx: Tx, e: Stored<TemplateEvent>): Promise<void> {
  const items = streamRows(tablesOf<MilestonesTables>(tx), 'milestone_template', 'id', e.version);
  switch (e.type) {
    case 'MilestoneTemplateItemSaved': {
      const d = e.data;
      await items.upsert(d.id, {
        name: d.name,
        description: d.description,
        position: d.order,
        requires_partner: d.requiresPartner,
      });
      return;
    }
    case 'MilestoneTemplateItemRemoved':
      await items.remove(e.data.id);
      return;
    default:
      return unreachable(e);
  }
}

async function applyPlan(tx: Tx, e: Stored<PlanEvent>): Promise<void> {
  const db = tablesOf<MilestonesTables>(tx);
  switch (e.type) {
    case 'MilestonePlanCreated': {
      const d = e.data;
      if (d.milestones.length === 0) return;
      await db
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
            version: e.version,
          })),
        )
        .onConflict((oc) => oc.columns(['client_id', 'id']).doNothing())
        .execute();
      return;
    }
    case 'MilestoneCompleted': {
      const d = e.data;
      await db
        .updateTable('client_milestones')
        .set({
          completed: true,
          completed_at: new Date(d.at),
          completed_by: d.completedBy,
          notes: d.notes,
          version: e.version,
        })
        .where('client_id', '=', d.clientId)
        .where('id', '=', d.milestoneId)
        .where('version', '<', e.version)
        .execute();
      return;
    }
    default:
      return unreachable(e);
  }
}

export const milestonesProjections = [
  defineProjection<TemplateEvent>({
    name: 'milestones.template',
    tables: ['milestone_template'],
    handles: templateEventTypes,
    apply: applyTemplate,
  }),
  defineProjection<PlanEvent>({
    name: 'milestones.plans',
    tables: ['client_milestones'],
    handles: planEventTypes,
    apply: applyPlan,
  }),
];
