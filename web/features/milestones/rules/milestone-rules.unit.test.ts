import { describe, expect, it } from 'vitest';
import { milestoneMessages, type Milestone } from '../../../../modules/milestones/contract';
import { completeRule, summarisePlan } from './milestone-rules';

const step = (order: number, patch: Partial<Milestone> = {}): Milestone => ({
  id: `m${order}`,
  name: `Schritt ${order}`,
  description: null,
  order,
  requiresPartner: false,
  completed: false,
  completedAt: null,
  completedBy: null,
  completedByName: null,
  notes: null,
  ...patch,
});

describe('completeRule', () => {
  it('lets a client complete a step without partner', () => {
    expect(completeRule('user', step(1))).toEqual({ allowed: true });
  });

  it('tells a client why a partner step is not theirs', () => {
    expect(completeRule('user', step(1, { requiresPartner: true }))).toEqual({
      allowed: false,
      reason: milestoneMessages.needsPartner,
    });
  });

  it('lets partners and admins complete any open step', () => {
    expect(completeRule('partner', step(1, { requiresPartner: true }))).toEqual({ allowed: true });
    expect(completeRule('admin', step(1, { requiresPartner: true }))).toEqual({ allowed: true });
  });

  it('offers nothing for a completed step', () => {
    expect(completeRule('admin', step(1, { completed: true }))).toEqual({ allowed: false, reason: null });
  });
});

describe('summarisePlan', () => {
  it('orders the plan, marks the first open step current and rounds the share', () => {
    const plan = summarisePlan([step(3), step(1, { completed: true }), step(2)]);
    expect(plan.ordered.map((m) => m.order)).toEqual([1, 2, 3]);
    expect(plan.currentId).toBe('m2');
    expect(plan.percent).toBe(33);
    expect(plan.done).toBe(1);
    expect(plan.nextSteps.map((m) => m.id)).toEqual(['m2', 'm3']);
  });

  it('has no current step when everything is done', () => {
    const plan = summarisePlan([step(1, { completed: true })]);
    expect(plan.currentId).toBeNull();
    expect(plan.percent).toBe(100);
    expect(plan.nextSteps).toEqual([]);
  });
});
