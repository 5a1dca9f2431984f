import { describe, expect, it } from 'vitest';
import { at, now, specOf } from '../../server/testing/decider-spec';
import { currentMilestoneId, progressPercent } from './contract';
import { type PlanCommand, planDecider, templateDecider } from './decide';
import type { PlanEvent, TemplateEvent } from './events';

const client = 'c-1';
const plan = specOf(planDecider);
const template = specOf(templateDecider);

const items = [
  { id: 'm2', name: 'Workshop', description: null, order: 2, requiresPartner: true },
  { id: 'm1', name: 'Erstgespräch', description: null, order: 1, requiresPartner: false },
];
const created: PlanEvent = {
  type: 'MilestonePlanCreated',
  data: { clientId: client, userPackageId: 'up-1', milestones: [items[1]!, items[0]!], at },
};
const complete = (
  milestoneId: string,
  actor: { id: string; role: 'admin' | 'partner' | 'user' },
  actorIsClientsPartner = false,
  clientLeft = false,
): PlanCommand => ({
  type: 'CompleteMilestone',
  clientId: client,
  milestoneId,
  actor,
  actorIsClientsPartner,
  clientLeft,
  notes: null,
  now,
});
const done = (milestoneId: string, by: string): PlanEvent => ({
  type: 'MilestoneCompleted',
  data: { clientId: client, milestoneId, completedBy: by, notes: null, at },
});

describe('plan', () => {
  it('copies the template in order, once per client', () => {
    plan([])
      .when({ type: 'CreatePlan', clientId: client, userPackageId: 'up-1', template: items, clientLeft: false, now })
      .then([created]);
    plan([created])
      .when({ type: 'CreatePlan', clientId: client, userPackageId: 'up-2', template: items, clientLeft: false, now })
      .thenError('PlanExists');
  });
  it('makes no plan for a client whose account is gone by the time the job runs', () => {
    plan([])
      .when({ type: 'CreatePlan', clientId: client, userPackageId: 'up-1', template: items, clientLeft: true, now })
      .then([]);
  });
  it('a client completes their own milestones that need no partner', () => {
    plan([created])
      .when(complete('m1', { id: client, role: 'user' }))
      .then([done('m1', client)]);
    plan([created])
      .when(complete('m2', { id: client, role: 'user' }))
      .thenError('NeedsPartner');
    plan([created])
      .when(complete('m1', { id: 'other', role: 'user' }))
      .thenError('NotAllowed');
  });
  it('partners of the client and admins complete any open milestone', () => {
    plan([created])
      .when(complete('m2', { id: 'p-1', role: 'partner' }, true))
      .then([done('m2', 'p-1')]);
    plan([created])
      .when(complete('m2', { id: 'p-9', role: 'partner' }, false))
      .thenError('NotAllowed');
    plan([created])
      .when(complete('m2', { id: 'a-1', role: 'admin' }))
      .then([done('m2', 'a-1')]);
  });
  it('completes nothing once the client deleted their account: the plan went with it', () => {
    plan([created])
      .when(complete('m2', { id: 'a-1', role: 'admin' }, false, true))
      .thenError('NoPlan');
    plan([created])
      .when(complete('m2', { id: 'p-1', role: 'partner' }, true, true))
      .thenError('NoPlan');
  });
  it('completes once; unknown milestones and missing plans fail', () => {
    plan([created, done('m1', client)])
      .when(complete('m1', { id: 'a-1', role: 'admin' }))
      .thenError('AlreadyCompleted');
    plan([created])
      .when(complete('zz', { id: 'a-1', role: 'admin' }))
      .thenError('MilestoneNotFound');
    plan([])
      .when(complete('m1', { id: 'a-1', role: 'admin' }))
      .thenError('NoPlan');
  });
  it('the first open milestone is current; progress is rounded', () => {
    expect(
      currentMilestoneId([
        { id: 'b', order: 2, completed: false },
        { id: 'a', order: 1, completed: true },
      ]),
    ).toBe('b');
    expect(currentMilestoneId([{ id: 'a', order: 1, completed: true }])).toBeNull();
    expect(progressPercent([{ completed: true }, { completed: false }, { completed: false }])).toBe(33);
  });
});

describe('template', () => {
  const saved: TemplateEvent = {
    type: 'MilestoneTemplateItemSaved',
    data: { id: 't1', name: 'A', description: null, requiresPartner: false, order: 1, at },
  };
  it('adds at the end, updates, removes', () => {
    template([])
      .when({ type: 'AddItem', item: { id: 't1', name: 'A', description: null, requiresPartner: false }, now })
      .then([saved]);
    template([saved])
      .when({ type: 'AddItem', item: { id: 't2', name: 'B', description: null, requiresPartner: true }, now })
      .then([
        {
          type: 'MilestoneTemplateItemSaved',
          data: { id: 't2', name: 'B', description: null, requiresPartner: true, order: 2, at },
        },
      ]);
    template([saved])
      .when({ type: 'UpdateItem', item: { id: 't1', name: 'A2', description: null, requiresPartner: false }, now })
      .then([{ ...saved, data: { ...saved.data, name: 'A2' } } as TemplateEvent]);
    template([])
      .when({ type: 'UpdateItem', item: { id: 't1', name: 'A', description: null, requiresPartner: false }, now })
      .thenError('ItemNotFound');
    template([saved])
      .when({ type: 'RemoveItem', id: 't1', now })
      .then([{ type: 'MilestoneTemplateItemRemoved', data: { id: 't1', at } }]);
  });
});
