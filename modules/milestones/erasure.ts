import { tablesOf } from '../../server/db/kysely';
import type { PersonalFields, Projection } from '../../server/eventstore';
import type { MilestonesTables } from './tables';

export const milestonesPersonal: Record<string, PersonalFields> = {
  MilestoneCompleted: { subject: (d) => (d.clientId as string) ?? null, fields: ['notes'] },
};

export const milestonesErasure: Projection = {
  name: 'milestones.erasure',
  tables: ['client_milestones'],
  handles: ['UserDeleted'],
  async apply(tx, event) {
    await tablesOf<MilestonesTables>(tx).deleteFrom('client_milestones').where('client_id', '=', (event.data as { userId: string }).userId).execute();
  },
};
