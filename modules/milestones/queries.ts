import { tablesOf, type Db, type Tx } from '../../server/db/kysely';
import { findUsersByIds } from '../identity';
import type { Milestone, MilestoneTemplateItem } from './contract';
import type { MilestonesTables } from './tables';

const t = (db: Db | Tx) => tablesOf<MilestonesTables>(db);

/** A milestone as the template and a client's plan both describe it. */
const itemOf = (r: {
  id: string;
  name: string;
  description: string | null;
  position: number;
  requires_partner: boolean;
}): MilestoneTemplateItem => ({
  id: r.id,
  name: r.name,
  description: r.description,
  order: r.position,
  requiresPartner: r.requires_partner,
});

export async function templateItems(db: Db | Tx): Promise<MilestoneTemplateItem[]> {
  const rows = await t(db).selectFrom('milestone_template').selectAll().orderBy('position').execute();
  return rows.map(itemOf);
}

export async function milestonesOf(db: Db | Tx, clientId: string): Promise<Milestone[]> {
  const rows = await t(db)
    .selectFrom('client_milestones')
    .selectAll()
    .where('client_id', '=', clientId)
    .orderBy('position')
    .execute();
  const people = await findUsersByIds(
    db,
    rows.flatMap((r) => (r.completed_by ? [r.completed_by] : [])),
  );
  return rows.map((r) => ({
    ...itemOf(r),
    completed: r.completed,
    completedAt: r.completed_at?.toISOString() ?? null,
    completedBy: r.completed_by,
    completedByName: r.completed_by ? (people.get(r.completed_by)?.name ?? null) : null,
    notes: r.notes,
  }));
}
