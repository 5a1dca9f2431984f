import type { Answers, PackageType } from '../../modules/onboarding/contract';
import { wantedSpecialties } from './plan-answers';
import { coachesAvailable } from './plan-coaches';
import type { LaneContext, PackageFate } from './plan-client';
import type { CoachPlan, Offer } from './plan-types';
import type { Random } from './random';
import { dayOf, isoDay } from './time';

// The packages of a client's story: what fate each has (accepted, declined, paid, how used) and
// what the admin offers (the catalogue's preset or an individual package, with its Acceleratoren).

const validityByKind: Record<PackageType, readonly number[]> = {
  starter: [6],
  accelerator: [9],
  leadership: [12],
  custom: [6, 9, 12],
};

export function randomFate(r: Random, kind: PackageType, first: boolean): PackageFate {
  const ending = r.chance(0.65) ? 'complete' : 'expire';
  const usage = ending === 'complete' ? (r.chance(0.8) ? 1 : 0.75 + r.float() * 0.2) : 0.3 + r.float() * 0.5;
  const rated = r.chance(ending === 'complete' ? 0.8 : 0.55);
  return {
    kind,
    offerAfterDays: first ? [2, 12] : [7, 45],
    response: r.weighted([
      ['accept', 80],
      ['decline', first ? 8 : 5],
      ['immediate', 12],
    ] as const),
    activationDays: [2, 12],
    usage,
    ending,
    rating: rated
      ? ending === 'complete'
        ? r.weighted([
            [5, 5],
            [4, 3],
            [3, 1],
          ] as const)
        : r.weighted([
            [4, 2],
            [3, 3],
            [2, 1],
            [1, 0.3],
          ] as const)
      : null,
    planAhead: [2, 21],
    cancelRate: 0.04 + r.float() * 0.06,
  };
}

export function nextKind(r: Random, previous: PackageType): PackageType {
  if (previous === 'starter') return r.pick(['accelerator', 'accelerator', 'custom'] as const);
  if (previous === 'accelerator') return r.pick(['leadership', 'accelerator', 'custom'] as const);
  return r.pick(['custom', 'leadership'] as const);
}

/** Whole hours split across the coaches: the first (the lead) takes the largest share, each at least 1. */
function splitHours(r: Random, total: number, n: number): number[] {
  if (n === 1) return [total];
  const lead = Math.max(1, Math.min(total - (n - 1), Math.round(total * (0.45 + r.float() * 0.2))));
  const rest = total - lead;
  const others = Array.from({ length: n - 1 }, (_, i) => Math.floor(rest / (n - 1)) + (i < rest % (n - 1) ? 1 : 0));
  return [lead, ...others];
}

function pickCoaches(
  r: Random,
  ctx: LaneContext,
  answers: Answers,
  kind: PackageType,
  when: number,
  fixed?: number[],
): CoachPlan[] {
  if (fixed) return fixed.map((i) => ctx.coaches[i]!);
  const available = coachesAvailable(ctx.coaches, when);
  const n = Math.min(
    available.length,
    kind === 'starter' ? r.int(1, 2) : kind === 'accelerator' ? 2 : kind === 'leadership' ? r.int(2, 3) : r.int(1, 3),
  );
  const chosen: CoachPlan[] = [];
  for (const s of wantedSpecialties(answers, kind)) {
    const candidates = available.filter((c) => c.specialty === s && !chosen.includes(c));
    if (candidates.length && chosen.length < n) chosen.push(r.pick(candidates));
  }
  for (const c of r.sample(
    available.filter((c) => !chosen.includes(c)),
    n - chosen.length,
  ))
    chosen.push(c);
  return chosen;
}

export function offerFor(
  r: Random,
  ctx: LaneContext,
  lane: number,
  pkg: number,
  fate: PackageFate,
  answers: Answers,
  when: number,
): Offer {
  const coaches = pickCoaches(r, ctx, answers, fate.kind, when, fate.coaches);
  const entry = ctx.catalog.find((c) => c.type === fate.kind);
  const hours = Math.max(coaches.length, entry ? entry.hours : Math.round(r.int(8, 40) * ctx.hoursScale));
  const split = splitHours(r, hours, coaches.length);
  const specialties = [...new Set(coaches.map((c) => c.specialty))];
  return {
    template: entry ? entry.type : null,
    name: entry ? entry.name : `Individuelles Paket: ${specialties.join(' & ')}`,
    description: entry
      ? null
      : `Zugeschnitten auf ${answers.company}: ${hours} Stunden mit ${coaches.length === 1 ? 'einem Accelerator' : `${coaches.length} Acceleratoren`}.`,
    price: entry ? entry.price : Math.round((hours * r.int(165, 215)) / 10) * 10,
    allocations: coaches.map((c, i) => ({ coach: c.index, hours: split[i]! })),
    paymentReference: `RE-${isoDay(dayOf(when)).slice(0, 4)}-${String(lane + 1).padStart(5, '0')}-${pkg + 1}`,
    notes: r.chance(0.3)
      ? r.pick([
          'Wie im Erstgespräch besprochen.',
          'Start nach Zahlungseingang.',
          'Termine nach Absprache, gern auch vor Ort.',
        ])
      : null,
    validityMonths: r.pick(validityByKind[fate.kind]),
    activateImmediately: fate.response === 'immediate',
  };
}
