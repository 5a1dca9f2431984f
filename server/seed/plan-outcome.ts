import type { ClientScript, LaneContext } from './plan-client';
import type { Action, LanePlan, MeetingState, PackageState } from './plan-types';
import { addMonths } from './time';

/** Sorts the actions, drops what lies after today and works out where the story leaves the person. */
export function finish(
  ctx: LaneContext,
  index: number,
  script: ClientScript | undefined,
  account: LanePlan['account'],
  all: Action[],
): LanePlan {
  const actions = all.filter((a) => a.at < ctx.endAt).sort((a, b) => a.at - b.at);
  const packages = new Map<number, { state: PackageState; expiresAt: number | null; validity: number }>();
  const meetings = new Map<number, MeetingState>();
  let client = false;
  let milestones = 0;
  let ratings = 0;
  let notes = 0;
  for (const a of actions) {
    switch (a.kind) {
      case 'register':
        client = true;
        break;
      case 'offer':
        packages.set(
          a.pkg,
          a.offer.activateImmediately
            ? { state: 'active', expiresAt: addMonths(a.at, a.offer.validityMonths), validity: a.offer.validityMonths }
            : { state: 'pending_acceptance', expiresAt: null, validity: a.offer.validityMonths },
        );
        break;
      case 'accept':
        packages.get(a.pkg)!.state = 'pending_activation';
        break;
      case 'decline':
        packages.get(a.pkg)!.state = 'cancelled';
        break;
      case 'activate': {
        const p = packages.get(a.pkg)!;
        p.state = 'active';
        p.expiresAt = addMonths(a.at, p.validity);
        break;
      }
      case 'finish':
        packages.get(a.pkg)!.state = 'completed';
        break;
      case 'plan':
        meetings.set(a.meeting, 'scheduled');
        break;
      case 'cancel':
        meetings.set(a.meeting, 'cancelled');
        break;
      case 'complete':
        meetings.set(a.meeting, 'completed');
        break;
      case 'milestone':
        milestones++;
        break;
      case 'rate':
        ratings++;
        break;
      case 'note':
        notes = 1;
        break;
      default:
        break;
    }
  }
  for (const p of packages.values())
    if (p.state === 'active' && p.expiresAt !== null && p.expiresAt <= ctx.endAt) p.state = 'expired';
  return {
    index,
    demo: script?.demo ?? null,
    ip: `2001:db8:${(Math.floor(index / 65536) + 1).toString(16)}::${(index % 65536).toString(16)}`,
    account,
    actions,
    outcome: {
      client,
      packages: [...packages.values()].map((p) => p.state),
      meetings: [...meetings.values()],
      milestones,
      ratings,
      notes,
    },
  };
}
