import {
  currentMilestoneId,
  milestoneMessages,
  progressPercent,
  type Milestone,
} from '../../../../modules/milestones/contract';
import type { Role } from '../../../../modules/identity/contract';
import { isApiError } from '../../../api/errors';

// Who may complete what (mirrors the server, spec 02 §4): a client their own steps that need no
// partner; partners and admins any open step.

type CompleteRule = { allowed: true } | { allowed: false; reason: string | null };

export function completeRule(role: Role, milestone: Pick<Milestone, 'completed' | 'requiresPartner'>): CompleteRule {
  if (milestone.completed) return { allowed: false, reason: null };
  if (role === 'user' && milestone.requiresPartner) return { allowed: false, reason: milestoneMessages.needsPartner };
  return { allowed: true };
}

export interface PlanSummary {
  ordered: Milestone[];
  currentId: string | null;
  percent: number;
  done: number;
  /** The current step and the one after it. */
  nextSteps: Milestone[];
}

export function summarisePlan(milestones: Milestone[]): PlanSummary {
  const ordered = [...milestones].sort((a, b) => a.order - b.order);
  const currentId = currentMilestoneId(ordered);
  return {
    ordered,
    currentId,
    percent: progressPercent(ordered),
    done: ordered.filter((m) => m.completed).length,
    nextSteps: ordered.filter((m) => !m.completed).slice(0, 2),
  };
}

/** Why a plan did not load: a 403 (not this partner's client) is said plainly, anything else may be tried again. */
export function planLoadError(error: unknown): string {
  return isApiError(error) && error.status === 403
    ? 'Sie haben keine Berechtigung, die Meilensteine dieses Klienten zu sehen.'
    : 'Die Meilensteine konnten nicht geladen werden.';
}
