import { erasureProjection, type PersonalFields } from '../../server/eventstore';

export const milestonesPersonal: Record<string, PersonalFields> = {
  MilestoneCompleted: { subject: (d) => (d.clientId as string) ?? null, fields: ['notes'] },
};

export const milestonesErasure = erasureProjection({
  name: 'milestones.erasure',
  table: 'client_milestones',
  column: 'client_id',
});
