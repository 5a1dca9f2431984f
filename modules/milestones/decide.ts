import { defineDecider } from '../../server/eventstore';
import { unreachable } from '../../lib/unreachable';
import type { MilestoneTemplateItem } from './contract';
import { planStreams, templateStreams, type PlanEvent, type TemplateEvent } from './events';
import type { Actor } from '../identity/contract';

// The template the admins edit.

type TemplateState = { items: Record<string, MilestoneTemplateItem> };
const initialTemplateState = (): TemplateState => ({ items: {} });

function evolveTemplate(state: TemplateState, e: TemplateEvent): TemplateState {
  switch (e.type) {
    case 'MilestoneTemplateItemSaved': {
      const { at: _at, ...item } = e.data;
      return { items: { ...state.items, [item.id]: item } };
    }
    case 'MilestoneTemplateItemRemoved': {
      const { [e.data.id]: _gone, ...rest } = state.items;
      return { items: rest };
    }
    default:
      return unreachable(e);
  }
}

export type TemplateCommand =
  | { type: 'AddItem'; item: Omit<MilestoneTemplateItem, 'order'> & { order?: number }; now: Date }
  | { type: 'UpdateItem'; item: Omit<MilestoneTemplateItem, 'order'> & { order?: number }; now: Date }
  | { type: 'RemoveItem'; id: string; now: Date };

export type MilestoneError =
  | 'ItemExists'
  | 'ItemNotFound'
  | 'PlanExists'
  | 'NoPlan'
  | 'MilestoneNotFound'
  | 'AlreadyCompleted'
  | 'NeedsPartner'
  | 'NotAllowed';

function decideTemplate(command: TemplateCommand, state: TemplateState): TemplateEvent[] | MilestoneError {
  const at = command.now.toISOString();
  const items = Object.values(state.items);
  switch (command.type) {
    case 'AddItem': {
      if (state.items[command.item.id]) return 'ItemExists';
      const order = command.item.order ?? items.reduce((m, i) => Math.max(m, i.order), 0) + 1;
      return [{ type: 'MilestoneTemplateItemSaved', data: { ...command.item, order, at } }];
    }
    case 'UpdateItem': {
      const existing = state.items[command.item.id];
      if (!existing) return 'ItemNotFound';
      return [
        {
          type: 'MilestoneTemplateItemSaved',
          data: { ...command.item, order: command.item.order ?? existing.order, at },
        },
      ];
    }
    case 'RemoveItem':
      if (!state.items[command.id]) return 'ItemNotFound';
      return [{ type: 'MilestoneTemplateItemRemoved', data: { id: command.id, at } }];
    default:
      return unreachable(command);
  }
}

// A client's plan.

interface PlanState {
  exists: boolean;
  milestones: Record<string, { requiresPartner: boolean; completed: boolean }>;
}
const initialPlanState = (): PlanState => ({ exists: false, milestones: {} });

function evolvePlan(state: PlanState, e: PlanEvent): PlanState {
  switch (e.type) {
    case 'MilestonePlanCreated':
      return {
        exists: true,
        milestones: Object.fromEntries(
          e.data.milestones.map((m) => [m.id, { requiresPartner: m.requiresPartner, completed: false }]),
        ),
      };
    case 'MilestoneCompleted': {
      const m = state.milestones[e.data.milestoneId];
      return m
        ? { ...state, milestones: { ...state.milestones, [e.data.milestoneId]: { ...m, completed: true } } }
        : state;
    }
    default:
      return unreachable(e);
  }
}

export type PlanCommand =
  | {
      type: 'CreatePlan';
      clientId: string;
      userPackageId: string;
      template: MilestoneTemplateItem[];
      /** the client's account is gone (deleted after the activation asked for the plan) */
      clientLeft: boolean;
      now: Date;
    }
  | {
      type: 'CompleteMilestone';
      clientId: string;
      milestoneId: string;
      actor: Actor;
      /** whether a partner actor holds hours in one of the client's packages */
      actorIsClientsPartner: boolean;
      /** the client's account is gone (read behind the client's person lock, as their deletion takes it) */
      clientLeft: boolean;
      notes: string | null;
      now: Date;
    };

function decidePlan(command: PlanCommand, state: PlanState): PlanEvent[] | MilestoneError {
  const at = command.now.toISOString();
  switch (command.type) {
    case 'CreatePlan':
      // One plan per client: a later package continues the same plan.
      if (state.exists) return 'PlanExists';
      // The job runs after the activation: a client who deleted their account meanwhile gets no plan.
      if (command.clientLeft) return [];
      return [
        {
          type: 'MilestonePlanCreated',
          data: {
            clientId: command.clientId,
            userPackageId: command.userPackageId,
            at,
            milestones: [...command.template]
              .sort((a, b) => a.order - b.order)
              .map((m, i) => ({ ...m, id: `${m.id}`, order: i + 1 })),
          },
        },
      ];
    case 'CompleteMilestone': {
      if (!state.exists) return 'NoPlan';
      // The plan went with the account (its rows are erased): nothing is completed on it any more.
      if (command.clientLeft) return 'NoPlan';
      const m = state.milestones[command.milestoneId];
      if (!m) return 'MilestoneNotFound';
      const { actor } = command;
      const allowed =
        actor.role === 'admin' ||
        (actor.role === 'partner' && command.actorIsClientsPartner) ||
        (actor.role === 'user' && actor.id === command.clientId);
      if (!allowed) return 'NotAllowed';
      if (m.completed) return 'AlreadyCompleted';
      if (actor.role === 'user' && m.requiresPartner) return 'NeedsPartner';
      return [
        {
          type: 'MilestoneCompleted',
          data: {
            clientId: command.clientId,
            milestoneId: command.milestoneId,
            completedBy: actor.id,
            notes: command.notes,
            at,
          },
        },
      ];
    }
    default:
      return unreachable(command);
  }
}

/** The firm's template (one stream, id 'default'), for the command kernel. */
export const templateDecider = defineDecider(templateStreams, initialTemplateState, evolveTemplate, decideTemplate);

/** A client's plan (stream id = the client's id), for the command kernel. */
export const planDecider = defineDecider(planStreams, initialPlanState, evolvePlan, decidePlan);
