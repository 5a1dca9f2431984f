import type { Answers, PackageType } from '../../modules/onboarding/contract';
import { answersFor, chosenPackage, wantedSpecialties } from './plan-answers';
import { coachesAvailable } from './plan-coaches';
import {
  activationNotes,
  archiveNotes,
  company,
  declineReasons,
  person,
  phone,
  positionOf,
  ratingComments,
  cities,
  streetAddress,
} from './german';
import type { Action, CatalogEntry, CoachPlan, LanePlan, MeetingState, Offer, PackageState } from './plan-types';
import type { Random } from './random';
import type { CoachCalendar } from './coach-calendar';
import { addMonths, DAY, dayOf, expiryRunAfter, HOUR, isoDay, MINUTE, officeTime, privateTime } from './time';
import { planMeetings, type Done } from './plan-meetings';
import { slug } from '../../lib/german/slug';

// One visitor's story, from the questionnaire to (maybe) several packages with their meetings,
// milestones, ratings and the firm's notes. Pure: the same random stream gives the same story.

export interface LaneContext {
  coaches: readonly CoachPlan[];
  catalog: readonly CatalogEntry[];
  endAt: number;
  /** Hours of individual packages are multiplied by this (the planner tunes it to the size's meeting count). */
  hoursScale: number;
  emails: Set<string>;
  /** Slots already booked per coach and day, shared by all lanes (no double booking). */
  calendar: CoachCalendar;
}

/** How one package goes; random for most clients, fixed for the demo clients. */
export interface PackageFate {
  kind: PackageType;
  /** When the admin offers it: an instant, or days after the previous step of the story. */
  offerAt?: number;
  offerAfterDays?: [number, number];
  response: 'accept' | 'decline' | 'none' | 'immediate';
  respondAt?: number;
  /** Days from acceptance to the payment (activation); null: not paid yet. */
  activationDays: [number, number] | null;
  /** Share of the hours the meetings use. */
  usage: number;
  ending: 'complete' | 'expire';
  rating: number | null;
  coaches?: number[];
  planAhead: [number, number];
  cancelRate: number;
  /** The demo's today: each coach of the package has a meeting in the working days after it. */
  upcomingFrom?: number;
}

/**
 * A client whose story is written, not drawn: a demo login (all of it given), or one of the firm's
 * moments the demo must show every day (only its packages given; the person is drawn).
 */
export interface ClientScript {
  demo: string;
  startAt: number;
  account?: LanePlan['account'];
  answers?: Answers;
  selected?: PackageType;
  packages: PackageFate[];
}

const validityByKind: Record<PackageType, readonly number[]> = {
  starter: [6],
  accelerator: [9],
  leadership: [12],
  custom: [6, 9, 12],
};

/** Most clients give their billing address when they register; one in twenty never does. */
function addressOf(r: Random, city: (typeof cities)[number]): LanePlan['account']['address'] {
  return r.chance(0.95) ? streetAddress(r, city) : null;
}

function contactFor(r: Random, emails: Set<string>): LanePlan['account'] {
  const p = person(r);
  const city = r.pick(cities);
  const c = company(r, p, city);
  let email = `${slug(p.firstName)}.${slug(p.lastName)}@${c.domain}`;
  for (let n = 2; emails.has(email); n++) email = `${slug(p.firstName)}.${slug(p.lastName)}${n}@${c.domain}`;
  emails.add(email);
  return {
    name: p.name,
    email,
    phone: phone(r, city),
    company: c.name,
    position: positionOf(r, p, r.chance(0.3)),
    password: 'Kunde-Demo-2026',
    // A stream of its own, so the address does not shift the rest of the client's story.
    address: addressOf(r.fork('address'), city),
  };
}

function randomFate(r: Random, kind: PackageType, first: boolean): PackageFate {
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

function nextKind(r: Random, previous: PackageType): PackageType {
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

function offerFor(
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

/** The milestones of the client's plan, completed as the meetings go by (by order 1-6). */
function planMilestones(r: Random, actions: Action[], done: Done[], finishedWith: number | null): void {
  const sorted = [...done].sort((a, b) => a.completeAt - b.completeAt);
  const byMeeting: [number, number, boolean][] = [
    [1, 0, false],
    [2, 2, false],
    [3, 5, true],
    [4, 9, true],
    [5, 14, false],
  ];
  for (const [order, index, byClient] of byMeeting) {
    const d = sorted[index];
    if (!d) return;
    const when = byClient ? d.completeAt + r.int(12, 72) * HOUR : d.completeAt + r.int(5, 30) * MINUTE;
    actions.push({
      kind: 'milestone',
      at: when,
      order,
      coach: d.coach,
      byClient,
      notes: r.chance(0.3) ? 'Gemeinsam besprochen und festgehalten.' : null,
    });
  }
  if (finishedWith !== null && sorted.length >= 18) {
    const last = sorted.at(-1)!;
    actions.push({
      kind: 'milestone',
      at: last.completeAt + 20 * MINUTE,
      order: 6,
      coach: last.coach,
      byClient: false,
      notes: 'Ergebnisse gesichert, nächste Schritte vereinbart.',
    });
  }
}

export function planLane(
  r: Random,
  ctx: LaneContext,
  index: number,
  startAt: number,
  script?: ClientScript,
  lead = false,
): LanePlan {
  const account = script?.account ?? contactFor(r, ctx.emails);
  const answers =
    script?.answers ??
    answersFor(r, { name: account.name, email: account.email, phone: account.phone, company: account.company });
  const actions: Action[] = [];
  let t = script?.startAt ?? startAt;
  const { name, email, phone: tel, company: firm } = answers;
  actions.push({ kind: 'visit', at: t, answers: { name, email, phone: tel, company: firm } });
  const stopAfter = lead
    ? r.weighted([
        ['visit', 3],
        ['answers', 2],
        ['choose', 1],
        ['request', 2],
      ] as const)
    : null;
  const done = (): LanePlan => finish(ctx, index, script, account, actions);
  if (stopAfter === 'visit') return done();
  actions.push({ kind: 'answers', at: (t += r.int(2, 6) * MINUTE), answers });
  if (stopAfter === 'answers') return done();
  const selected = script?.selected ?? chosenPackage(r, answers);
  actions.push({ kind: 'choose', at: (t += r.int(1, 3) * MINUTE), selectedPackage: selected });
  if (stopAfter === 'choose') return done();
  actions.push({ kind: 'request', at: (t += MINUTE) });
  if (stopAfter === 'request') return done();
  actions.push({ kind: 'register', at: (t += r.int(2, 4) * MINUTE) });

  // After the free first conversation (outside the portal) the admin offers packages.
  if (!script && r.chance(0.06)) return done();
  const fates = script?.packages ?? [randomFate(r, selected, true)];
  const milestoneMeetings: Done[] = [];
  const meetingState = { meeting: 0, task: 0, done: milestoneMeetings };
  let finishedWithComplete: number | null = null;
  for (let pkg = 0; pkg < fates.length && pkg < 6; pkg++) {
    const fate = fates[pkg]!;
    const offerAt = fate.offerAt ?? officeTime(r, t, fate.offerAfterDays ?? [2, 12]);
    const offer = offerFor(r, ctx, index, pkg, fate, answers, offerAt);
    actions.push({ kind: 'offer', at: offerAt, pkg, offer });
    let activeAt: number;
    if (fate.response === 'immediate') activeAt = offerAt;
    else if (fate.response === 'none') break;
    else {
      t = fate.respondAt ?? privateTime(r, offerAt, [0, 6]);
      if (fate.response === 'decline') {
        actions.push({ kind: 'decline', at: t, pkg, reason: r.pick(declineReasons) });
        if (!script && r.chance(0.45))
          fates.push({
            ...randomFate(r, 'custom', false),
            offerAfterDays: [10, 40],
            response: r.chance(0.8) ? 'accept' : 'decline',
          });
        else if (!script && r.chance(0.3)) {
          actions.push({
            kind: 'note',
            at: officeTime(r, t, [3, 20]),
            notes: 'Angebot abgelehnt. In sechs Monaten erneut ansprechen.',
          });
        }
        continue;
      }
      actions.push({ kind: 'accept', at: t, pkg });
      if (!fate.activationDays) break;
      activeAt = officeTime(r, t, fate.activationDays);
      actions.push({ kind: 'activate', at: activeAt, pkg, notes: r.pick(activationNotes) });
    }
    const expiresAt = addMonths(activeAt, offer.validityMonths);
    const lastDone = planMeetings(
      r,
      actions,
      meetingState,
      pkg,
      offer,
      fate,
      activeAt,
      expiresAt,
      (c) => ctx.coaches[c]!.specialty,
      ctx.calendar,
    );
    let endedAt: number;
    const finishAt = lastDone !== null ? officeTime(r, lastDone, [1, 7]) : null;
    // A package with meetings ahead of the demo's today is not finished before them.
    const heldOn = fate.upcomingFrom === undefined || (finishAt !== null && finishAt > fate.upcomingFrom);
    if (fate.ending === 'complete' && finishAt !== null && finishAt < expiresAt - DAY && heldOn) {
      actions.push({ kind: 'finish', at: finishAt, pkg });
      endedAt = finishAt;
      finishedWithComplete = finishAt;
    } else {
      endedAt = expiryRunAfter(expiresAt) + HOUR;
    }
    t = endedAt;
    if (fate.rating !== null) {
      const rateAt = privateTime(r, endedAt, [1, 14]);
      actions.push({
        kind: 'rate',
        at: rateAt,
        pkg,
        rating: fate.rating,
        comment: r.chance(0.7) ? r.pick(ratingComments[fate.rating]!) : null,
      });
      t = rateAt;
    }
    if (!script && pkg === fates.length - 1 && r.chance(fate.ending === 'complete' ? 0.35 : 0.12))
      fates.push(randomFate(r, nextKind(r, fate.kind), false));
    else if (!script && pkg === fates.length - 1 && r.chance(0.6)) {
      actions.push({ kind: 'note', at: officeTime(r, t, [2, 20]), notes: r.pick(archiveNotes) });
    }
  }
  planMilestones(r, actions, milestoneMeetings, finishedWithComplete);
  return done();
}

/** Sorts the actions, drops what lies after today and works out where the story leaves the person. */
function finish(
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
