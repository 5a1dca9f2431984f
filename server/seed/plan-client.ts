import type { Answers, PackageType } from '../../modules/onboarding/contract';
import { answersFor, chosenPackage } from './plan-answers';
import { company, person, phone, positionOf, cities, streetAddress } from './german';
import { activationNotes, archiveNotes, declineReasons, ratingComments } from './german-texts';
import type { Action, CatalogEntry, CoachPlan, LanePlan } from './plan-types';
import type { Random } from './random';
import type { CoachCalendar } from './coach-calendar';
import { addMonths, DAY, expiryRunAfter, HOUR, MINUTE, officeTime, privateTime } from './time';
import { planMeetings, type Done } from './plan-meetings';
import { nextKind, offerFor, randomFate } from './plan-offers';
import { finish } from './plan-outcome';
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
