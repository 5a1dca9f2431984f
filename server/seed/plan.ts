import { demoClients } from './demo-accounts';
import { planCoaches } from './plan-coaches';
import type { Answers, PackageType } from '../../modules/onboarding/contract';
import { CoachCalendar } from './coach-calendar';
import { planLane, type ClientScript, type LaneContext, type PackageFate } from './plan-client';
import { sizes, type CatalogEntry, type FirmPlan, type LanePlan, type SizeName } from './plan-types';
import { Random } from './random';
import { at, DAY, dayOf } from './time';

// The story of a whole firm, planned before anything is sent: coaches, the price list, visitors
// and clients with everything that happens to them, each at its moment. Deterministic in
// (seed, size, years, end): the same arguments give the same firm, action for action.

interface PlanOptions {
  size: SizeName;
  seed: number;
  years?: number;
  /** Today: the story ends here (the demo logins' current state is "now"). */
  endAt: number;
}

const baseCatalog = [
  {
    type: 'starter',
    name: 'Starter-Paket',
    hours: 10,
    rate: 149,
    description: 'Für Gründerinnen und Gründer: Geschäftsmodell, Finanzierung und die ersten Kunden.',
  },
  {
    type: 'accelerator',
    name: 'Accelerator-Programm',
    hours: 20,
    rate: 195,
    description: 'Für junge Unternehmen auf Wachstumskurs: Vertrieb, Prozesse und Zahlen.',
  },
  {
    type: 'leadership',
    name: 'Leadership-Programm',
    hours: 30,
    rate: 230,
    description: 'Für etablierte Unternehmen: Führung, Organisation und die zweite Ebene.',
  },
] as const;

function catalogFor(scale: number): CatalogEntry[] {
  return baseCatalog.map((c) => {
    const hours = Math.max(4, Math.round(c.hours * scale));
    return {
      type: c.type,
      name: c.name,
      description: c.description,
      hours,
      price: Math.round((hours * c.rate) / 100) * 100 - 10,
    };
  });
}

type Contact = 'name' | 'email' | 'phone' | 'company';

/** A demo client's script: the account of demo-accounts.ts, its contact details as the first answers. */
function script(
  demo: string,
  index: number,
  startAt: number,
  selected: PackageType,
  answers: Omit<Answers, Contact>,
  packages: PackageFate[],
): ClientScript {
  const c = demoClients[index]!;
  const account = {
    name: c.name,
    email: c.email,
    phone: c.phone!,
    company: c.company!,
    position: c.position!,
    password: c.password,
    address: c.address ?? null,
  };
  const { name, email, phone, company } = account;
  return { demo, startAt, account, selected, answers: { name, email, phone, company, ...answers }, packages };
}

/** A package of a demo script: accepted, not (yet) paid, unless said otherwise. */
const fate = (f: Pick<PackageFate, 'kind' | 'coaches'> & Partial<PackageFate>): PackageFate => ({
  response: 'accept',
  activationDays: null,
  usage: 0,
  ending: 'complete',
  rating: null,
  planAhead: [1, 12],
  cancelRate: 0,
  ...f,
});

/** The three demo clients, each at a moment of the journey that shows a role something to do. */
function demoScripts(endAt: number, [markus, sabine, tobias]: [number, number, number]): ClientScript[] {
  const endDay = dayOf(endAt);
  return [
    // Julia: an active Leadership-Programm with three Acceleratoren, meetings behind and ahead of her.
    script(
      'julia',
      0,
      at(endDay - 160, 19 * 60 + 30),
      'leadership',
      {
        businessStatus: 'established',
        focus: 'leadership',
        leadsPeople: 'yes',
        leadershipBlockades: ['delegation', 'structure', 'communication'],
        teamSize: 'medium',
        revenue: '500k_2m',
        challenges: ['team', 'marketing', 'sales'],
        goals: 'Eine zweite Führungsebene aufbauen, damit das Studio auch ohne mich läuft.',
        commitment: 'all_in',
        timeline: '3_months',
        supportType: 'coaching',
      },
      [
        fate({
          kind: 'leadership',
          coaches: [markus, sabine, tobias],
          offerAfterDays: [4, 6],
          activationDays: [3, 5],
          usage: 1,
          planAhead: [8, 20],
          cancelRate: 0.1,
          upcomingFrom: endAt,
        }),
      ],
    ),
    // Peter: registered two weeks ago; after the first conversation the admin started his package at
    // once (paid on the spot); its invoice waits as a draft for his billing address, the office's
    // open task. His first meetings are in the coming days.
    script(
      'peter',
      1,
      at(endDay - 16, 10 * 60 + 5),
      'accelerator',
      {
        businessStatus: 'young',
        teamSize: 'medium',
        revenue: '500k_2m',
        challenges: ['sales', 'processes', 'finance'],
        goals: 'Planbare Neukundengewinnung statt Empfehlungen und Zufall.',
        timeline: '3_months',
        commitment: 'interested',
        supportType: 'consulting',
      },
      [
        fate({
          kind: 'accelerator',
          coaches: [sabine, tobias],
          offerAt: at(endDay - 12, 11 * 60),
          response: 'immediate',
          usage: 0.2,
          planAhead: [2, 6],
          upcomingFrom: endAt,
        }),
      ],
    ),
    // Lena: a finished Starter-Paket (rated), and the next package accepted seven weeks ago and
    // paid: meetings behind and ahead of her.
    script(
      'lena',
      2,
      at(endDay - 430, 21 * 60 + 10),
      'starter',
      {
        businessStatus: 'founding',
        teamSize: 'solo',
        challenges: ['strategy', 'marketing', 'finance'],
        goals: 'Die Gründung sauber aufsetzen: Geschäftsmodell, Finanzierung und die ersten Kunden.',
        timeline: 'now',
        commitment: 'all_in',
        supportType: 'coaching',
        notes: 'Am liebsten Termine am Vormittag.',
      },
      [
        fate({
          kind: 'starter',
          coaches: [sabine, markus],
          offerAfterDays: [3, 5],
          activationDays: [2, 4],
          usage: 1,
          rating: 5,
          planAhead: [2, 10],
          cancelRate: 0.05,
        }),
        fate({
          kind: 'accelerator',
          coaches: [sabine, tobias],
          offerAt: at(endDay - 52, 10 * 60),
          respondAt: at(endDay - 49, 18 * 60 + 40),
          activationDays: [3, 5],
          usage: 0.6,
          planAhead: [3, 12],
          upcomingFrom: endAt,
        }),
      ],
    ),
  ];
}

/**
 * What the office finds open every day the demo starts, whatever the random clients do: an offer
 * waiting for its answer, and an accepted package whose invoice is overdue and reminded.
 */
function firmMoments(endAt: number, [, sabine, tobias]: [number, number, number]): ClientScript[] {
  const endDay = dayOf(endAt);
  return [
    {
      demo: 'offer-waiting',
      startAt: at(endDay - 9, 9 * 60 + 40),
      packages: [fate({ kind: 'starter', coaches: [tobias], offerAt: at(endDay - 2, 11 * 60), response: 'none' })],
    },
    {
      demo: 'invoice-overdue',
      startAt: at(endDay - 34, 20 * 60 + 15),
      packages: [
        fate({
          kind: 'accelerator',
          coaches: [sabine, tobias],
          // Accepted 24 days ago: due 10 days ago, past the Zahlungserinnerung's 7 days (issue 31).
          offerAt: at(endDay - 28, 10 * 60),
          respondAt: at(endDay - 24, 18 * 60 + 40),
        }),
      ],
    },
  ];
}

function build(opts: PlanOptions, hoursScale: number): FirmPlan {
  const size = sizes[opts.size];
  const years = opts.years ?? size.years;
  const root = new Random(opts.seed);
  const endDay = dayOf(opts.endAt);
  const startAt = at(endDay - Math.round(years * 365), 8 * 60);
  const coaches = planCoaches(root.fork('coaches'), size.coaches, startAt, opts.endAt);
  const catalog = catalogFor(hoursScale);
  const ctx: LaneContext = {
    coaches,
    catalog,
    endAt: opts.endAt,
    hoursScale,
    emails: new Set([...coaches.map((c) => c.email), ...demoClients.map((c) => c.email)]),
    calendar: new CoachCalendar(),
  };
  const scripts = [...demoScripts(opts.endAt, [0, 1, 2]), ...firmMoments(opts.endAt, [0, 1, 2])];
  const lanes: LanePlan[] = scripts.map((s, i) => planLane(root.fork(`demo:${s.demo}`), ctx, i, s.startAt, s));
  const firstDay = dayOf(startAt) + 10;
  const span = endDay - 2 - firstDay;
  // Clients arrive over the whole story, a little more often lately (the firm grows); a fifth
  // more visitors fill in the questionnaire without becoming clients.
  const clients = Math.max(0, size.clients - scripts.length);
  const leads = Math.round(size.clients * 0.2);
  for (let i = 0; i < clients + leads; i++) {
    const r = root.fork(`lane:${i}`);
    const day = firstDay + Math.floor(span * Math.pow(r.float(), 0.8));
    const startMinute = 7 * 60 + r.int(0, 16 * 4) * 15;
    lanes.push(planLane(r, ctx, scripts.length + i, at(day, startMinute), undefined, i >= clients));
  }
  return { seed: opts.seed, size: opts.size, startAt, endAt: opts.endAt, catalog, coaches, lanes };
}

const meetingCount = (plan: FirmPlan) => plan.lanes.reduce((s, l) => s + l.outcome.meetings.length, 0);

/**
 * The firm's plan. The package hours are tuned so the meetings come near the size's count: a few
 * pure passes, keeping the closest (the count moves in steps, since whole hours change the story).
 */
export function planFirm(opts: PlanOptions): FirmPlan {
  const target = sizes[opts.size].meetings;
  let scale = 1;
  let best = build(opts, scale);
  let plan = best;
  const closer = (p: FirmPlan) => Math.abs(meetingCount(p) - target) < Math.abs(meetingCount(best) - target);
  for (let pass = 0; pass < 6; pass++) {
    const count = meetingCount(plan);
    if (count === 0 || Math.abs(count - target) / target < 0.03) break;
    scale = Math.min(4, Math.max(0.3, scale * (target / count)));
    plan = build(opts, scale);
    // Every pass is a candidate, the last one too.
    if (closer(plan)) best = plan;
  }
  return best;
}

export const storySpanDays = (plan: FirmPlan) => Math.round((plan.endAt - plan.startAt) / DAY);
