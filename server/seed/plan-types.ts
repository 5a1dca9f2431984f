import type { Answers, PackageType } from '../../modules/onboarding/contract';

// What the story planner produces: a firm as a list of timed actions per person, pure data. The
// executor (story.ts) turns each action into the HTTP calls the portal's users would make.

export type SizeName = 'demo' | 'S' | 'M' | 'L';

interface Size {
  coaches: number;
  clients: number;
  meetings: number;
  years: number;
}

export const sizes: Record<SizeName, Size> = {
  demo: { coaches: 6, clients: 40, meetings: 300, years: 2 },
  S: { coaches: 10, clients: 300, meetings: 5_000, years: 2 },
  M: { coaches: 20, clients: 1_500, meetings: 30_000, years: 3 },
  L: { coaches: 30, clients: 5_000, meetings: 100_000, years: 3 },
};

export const isSizeName = (v: string): v is SizeName => v in sizes;

export interface CoachPlan {
  index: number;
  name: string;
  email: string;
  password: string;
  specialty: string;
  joinAt: number;
  profile: {
    location: string;
    phone: string;
    linkedin: string | null;
    calendlyLink: string | null;
    hourlyRate: number;
    availableHours: number;
    bio: string;
    expertise: { title: string; description: string }[];
    references: { client: string; rating: number; project: string; testimonial: string }[];
  };
}

/** The firm's price list, set on the questionnaire's preset templates at the start of the story. */
export interface CatalogEntry {
  type: Exclude<PackageType, 'custom'>;
  name: string;
  description: string;
  hours: number;
  price: number;
}

export interface Offer {
  /** A preset of the catalog (assign), or null for an individual package (create-and-assign). */
  template: CatalogEntry['type'] | null;
  name: string;
  description: string | null;
  price: number;
  allocations: { coach: number; hours: number }[];
  paymentReference: string;
  notes: string | null;
  validityMonths: number;
  activateImmediately: boolean;
}

export type Action =
  | { kind: 'visit'; at: number; answers: Answers }
  | { kind: 'answers'; at: number; answers: Answers }
  | { kind: 'choose'; at: number; selectedPackage: PackageType }
  | { kind: 'request'; at: number }
  | { kind: 'register'; at: number }
  | { kind: 'offer'; at: number; pkg: number; offer: Offer }
  | { kind: 'accept'; at: number; pkg: number }
  | { kind: 'decline'; at: number; pkg: number; reason: string | null }
  | { kind: 'activate'; at: number; pkg: number; notes: string | null }
  | {
      kind: 'plan';
      at: number;
      meeting: number;
      pkg: number;
      coach: number;
      date: string;
      time: string;
      duration: number;
      platform: string;
      link: string | null;
      /** where an in-person meeting takes place ('Vor Ort' needs an address) */
      location?: string;
      notes: string | null;
      /** the client books it from the coach's free slots (issue 19), else the coach plans it */
      byClient?: boolean;
    }
  /** The client moves their booked meeting to another free start of the same day (issue 19). */
  | { kind: 'move'; at: number; meeting: number; date: string; time: string; duration: number }
  | { kind: 'cancel'; at: number; meeting: number; coach: number; reason: string }
  | { kind: 'complete'; at: number; meeting: number; coach: number; summary: string; notes: string | null }
  | { kind: 'milestone'; at: number; order: number; coach: number; byClient: boolean; notes: string | null }
  | { kind: 'finish'; at: number; pkg: number }
  | { kind: 'rate'; at: number; pkg: number; rating: number; comment: string | null }
  | { kind: 'note'; at: number; notes: string }
  /** issue 33: a coach's note after a session, a task for the client, the client ticking it off */
  | { kind: 'coachNote'; at: number; coach: number; visibility: 'team' | 'private'; text: string }
  | { kind: 'task'; at: number; task: number; coach: number; title: string; dueOn: string }
  | { kind: 'tick'; at: number; task: number }
  | { kind: 'message'; at: number; coach: number; byClient: boolean; text: string }
  | { kind: 'file'; at: number; coach: number; name: string; text: string };

export type PackageState =
  'pending_acceptance' | 'pending_activation' | 'active' | 'expired' | 'completed' | 'cancelled';
export type MeetingState = 'scheduled' | 'completed' | 'cancelled';

/** One person's story: a visitor who may become a client. */
export interface LanePlan {
  index: number;
  /** The demo client this lane is, if any. */
  demo: string | null;
  ip: string;
  account: {
    name: string;
    email: string;
    phone: string;
    company: string;
    position: string;
    password: string;
    /** the billing address given right after registering; null: never given (invoices wait as drafts) */
    address: { street: string; postalCode: string; city: string } | null;
  };
  actions: Action[];
  /** Where the story leaves this person today (what the API must show after seeding). */
  outcome: {
    client: boolean;
    packages: PackageState[];
    meetings: MeetingState[];
    milestones: number;
    ratings: number;
    notes: number;
  };
}

export interface FirmPlan {
  seed: number;
  size: SizeName;
  startAt: number;
  endAt: number;
  catalog: CatalogEntry[];
  coaches: CoachPlan[];
  lanes: LanePlan[];
}

/** What the firm holds today, by state: what the planner expects and the API is checked against. */
export interface FirmCounts {
  partners: number;
  clients: number;
  leads: number;
  packages: Record<PackageState, number>;
  meetings: Record<MeetingState, number>;
  milestones: number;
  ratings: number;
  notes: number;
}

export const noPackages = (): Record<PackageState, number> => ({
  pending_acceptance: 0,
  pending_activation: 0,
  active: 0,
  expired: 0,
  completed: 0,
  cancelled: 0,
});

export const noMeetings = (): Record<MeetingState, number> => ({ scheduled: 0, completed: 0, cancelled: 0 });

export function expectedCounts(plan: FirmPlan): FirmCounts {
  const packages = noPackages();
  const meetings = noMeetings();
  let clients = 0;
  let milestones = 0;
  let ratings = 0;
  let notes = 0;
  for (const lane of plan.lanes) {
    if (lane.outcome.client) clients++;
    for (const p of lane.outcome.packages) packages[p]++;
    for (const m of lane.outcome.meetings) meetings[m]++;
    milestones += lane.outcome.milestones;
    ratings += lane.outcome.ratings;
    notes += lane.outcome.notes;
  }
  return {
    partners: plan.coaches.filter((c) => c.joinAt < plan.endAt).length,
    clients,
    leads: plan.lanes.length - clients,
    packages,
    meetings,
    milestones,
    ratings,
    notes,
  };
}
