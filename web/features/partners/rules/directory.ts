import type { PartnerProfileView } from '../../../../modules/partners/contract';
import { matchesWords } from '../../../lib/text-search';

// The directory's search, specialty filter and order (pure, unit-tested).

/** The client's hours with one partner, from their current package. */
export interface AssignedHours {
  totalHours: number;
  remainingHours: number;
  /** The client may book this partner's free time in the portal: the package is active and hours are left. */
  bookable: boolean;
}

/** What the hours come from: the client's current package (pending or active), its partners' shares. */
interface CurrentPackage {
  status: string | null;
  partners: readonly { partnerId: string; totalHours: number; remainingHours: number }[];
}

/**
 * The client's hours per partner (a partner listed twice in a package is summed). Booking is offered
 * only with an active package and hours left (the server's slots answer nothing else: meetings'
 * booking rule); a pending package shows the partner as theirs, without booking.
 */
export function assignedHoursOf(pkg: CurrentPackage | null | undefined): Map<string, AssignedHours> {
  const map = new Map<string, AssignedHours>();
  const active = pkg?.status === 'active';
  for (const p of pkg?.partners ?? []) {
    const before = map.get(p.partnerId);
    const totalHours = (before?.totalHours ?? 0) + p.totalHours;
    const remainingHours = (before?.remainingHours ?? 0) + p.remainingHours;
    map.set(p.partnerId, { totalHours, remainingHours, bookable: active && remainingHours > 0 });
  }
  return map;
}

export interface DirectoryEntry {
  profile: PartnerProfileView;
  /** Set when the partner holds hours in the client's package. */
  assigned: AssignedHours | null;
}

/** Every word of the query must appear in the name, specialty, location, bio or an expertise. */
export function matchesQuery(profile: PartnerProfileView, query: string): boolean {
  return matchesWords(
    [
      profile.name,
      profile.specialty,
      profile.location,
      profile.bio,
      ...profile.expertise.flatMap((x) => [x.title, x.description]),
    ],
    query,
  );
}

/** No chosen specialty means all. */
const matchesSpecialties = (profile: PartnerProfileView, chosen: readonly string[]): boolean =>
  chosen.length === 0 || chosen.includes(profile.specialty);

/**
 * Only active profiles (the server already hides the rest from clients; an admin browsing sees
 * every one), matched by query and specialty; the client's own partners first, each group by name.
 */
export function directoryEntries(
  profiles: readonly PartnerProfileView[],
  assigned: ReadonlyMap<string, AssignedHours>,
  query: string,
  chosen: readonly string[],
): DirectoryEntry[] {
  const entries = profiles
    .filter((p) => p.active && matchesQuery(p, query) && matchesSpecialties(p, chosen))
    .map((profile) => ({ profile, assigned: assigned.get(profile.userId) ?? null }));
  const byName = (a: DirectoryEntry, b: DirectoryEntry) => a.profile.name.localeCompare(b.profile.name, 'de');
  return [...entries.filter((e) => e.assigned).sort(byName), ...entries.filter((e) => !e.assigned).sort(byName)];
}
