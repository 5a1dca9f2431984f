import type { Db } from '../../server/db/kysely';
import { adminPush, definePush, type PushRule, type Stored } from '../../server/eventstore';
import { packageKeys } from './contract';
import { templateEventTypes, userPackageEventTypes, type UserPackageEvent } from './events';
import { allocationsOf } from './queries';

type Event = Stored<UserPackageEvent>;
type Keys = (e: Event) => unknown[][];

// The web's query keys a user package event can make stale, each named by the screen data behind
// it. Keys of other modules are written out (their prefixes are the web's, `web/features/*/api`):
// importing their contracts would tie packages to modules that read packages.
const key =
  (...k: unknown[]): Keys =>
  () => [k];
const mine = key(...packageKeys.mine); // the client's package, also its booking hours (`/package`, `/book`)
const userDashboard = key('dashboard', 'user'); // the client's package and hours on their dashboard
const slots = key('meetings', 'slots'); // the client's free slots: bookable hours of active packages
const myClients = key('partners', 'my-clients'); // a partner's clients with their hours
const planClients = key('meetings', 'plan-clients'); // the same list in the partner's plan dialog
const partnerDashboard = key('dashboard', 'partner'); // counts the partner's current clients
const pending = key(...packageKeys.pending); // the admin's queue of offers not yet active
const stats = key(...packageKeys.stats); // counts by status
const withoutPackage = key(...packageKeys.withoutPackage); // clients with no current package
const clientList = key('clients', 'list'); // each client's current package and its status
const details: Keys = (e) => [['clients', e.data.clientId]]; // every package of the client, with hours
const adminDashboard = key('dashboard', 'admin'); // status counts; attention: expiry, hours left
const firstWeek = key('dashboard', 'first-week'); // clients activated in the last 7 days
const activities = key('dashboard', 'activities'); // the feed (hour bookkeeping stays out of it)
const archive = key('client-archive'); // former clients: all packages over, their rating
const holdings: Keys = (e) => partnersNamed(e).map((p) => ['users', p, 'holdings']); // a partner's open hours (admin)

/**
 * The partners an event names: an offer's allocations, the partner whose hours were consumed, the
 * two an allocation moved between. (Other events name none: the leave dialog's holdings of their
 * partners are refreshed when it opens.)
 */
function partnersNamed(e: Event): string[] {
  switch (e.type) {
    case 'PackageOffered':
      return e.data.allocations.map((a) => a.partnerId);
    case 'HoursReserved':
    case 'ReservationReleased':
    case 'HoursConsumed':
      return [e.data.partnerId];
    case 'AllocationMoved':
      return [e.data.fromPartnerId, ...(e.data.toPartnerId ? [e.data.toPartnerId] : [])];
    default:
      return [];
  }
}

interface Stale {
  client: Keys[];
  partners: Keys[];
  admins: Keys[];
}

// The client's current package changes its status, and with it whether they are a current client,
// a client without one, or a former client in the KundenKartei.
const joinsOrLeaves: Stale = {
  client: [mine, userDashboard],
  partners: [myClients, planClients, partnerDashboard],
  admins: [
    pending,
    stats,
    withoutPackage,
    clientList,
    details,
    adminDashboard,
    firstWeek,
    activities,
    archive,
    holdings,
  ],
};
const ends: Stale = { ...joinsOrLeaves, client: [mine, userDashboard, slots] };
const staysCurrent: Stale = {
  client: [mine, userDashboard],
  partners: [myClients, planClients],
  admins: [pending, stats, clientList, details, adminDashboard, activities, holdings],
};
// Hours reserved for a planned meeting or released again change only hours: no status, no count,
// no list of clients, nothing in the KundenKartei, no line in the activity feed.
const reservation: Stale = {
  client: [mine, userDashboard, slots],
  partners: [myClients, planClients],
  admins: [details],
};

/**
 * What each event type makes stale, by audience: the client, the partners holding hours in the
 * package, the admins. A key is listed only where the event changes the data behind it.
 *
 * | event | client | partners | admins |
 * |---|---|---|---|
 * | PackageOffered, PackageDeclined, OfferWithdrawn | package, dashboard | their clients (both lists), dashboard | pending, stats, without package, client list, client details, dashboard, first week, activities, KundenKartei, holdings (of the partners the event names) |
 * | PackageCompleted, PackageExpired, PackageCancelled | the same, and free slots | the same | the same |
 * | PackageAccepted | package, dashboard | their clients (both lists) | pending, stats, client list, client details, dashboard, activities, holdings |
 * | PackageActivated | package, dashboard, free slots | their clients (both lists) | as PackageAccepted, and first week |
 * | HoursReserved, ReservationReleased | package, dashboard, free slots | their clients (both lists) | client details |
 * | HoursConsumed | package, dashboard, free slots | their clients (both lists) | client details, dashboard (hours left), holdings |
 * | AllocationMoved | package, dashboard, free slots | their clients (both lists), dashboard | pending, client details, dashboard, activities, holdings (of both partners) |
 * | PackageRated | package, dashboard | – | client details, activities, KundenKartei |
 */
const staleBy: Record<UserPackageEvent['type'], Stale> = {
  PackageOffered: joinsOrLeaves,
  PackageDeclined: joinsOrLeaves,
  OfferWithdrawn: joinsOrLeaves,
  PackageCompleted: ends,
  PackageExpired: ends,
  PackageCancelled: ends,
  PackageAccepted: staysCurrent,
  PackageActivated: {
    ...staysCurrent,
    client: [mine, userDashboard, slots],
    admins: [...staysCurrent.admins, firstWeek],
  },
  HoursReserved: reservation,
  ReservationReleased: reservation,
  HoursConsumed: { ...reservation, admins: [details, adminDashboard, holdings] },
  AllocationMoved: {
    client: [mine, userDashboard, slots],
    partners: [myClients, planClients, partnerDashboard],
    admins: [pending, details, adminDashboard, activities, holdings],
  },
  PackageRated: { client: [mine, userDashboard], partners: [], admins: [details, activities, archive] },
};

/** The partners of the package now, plus those an allocation moved from. */
async function partnersOfPackage(e: Event, db: Db): Promise<string[]> {
  const now = (await allocationsOf(db, e.data.userPackageId)).map((a) => a.partner_id);
  return [...new Set([...now, ...partnersNamed(e)])];
}

const rooms: Record<keyof Stale, (e: Event, db: Db) => Promise<string[]>> = {
  client: async (e) => [`user:${e.data.clientId}`],
  partners: async (e, db) =>
    staleBy[e.type].partners.length ? (await partnersOfPackage(e, db)).map((p) => `user:${p}`) : [],
  admins: async () => ['role:admin'],
};

export const packagesPush: PushRule[] = [
  adminPush(templateEventTypes, [packageKeys.templates, packageKeys.all]),
  // One rule per audience: a partner's dashboard is not refetched for hours of a client they do not hold.
  ...(['client', 'partners', 'admins'] as const).map((audience) =>
    definePush<UserPackageEvent>({
      handles: userPackageEventTypes,
      audience: rooms[audience],
      keys: (e) => staleBy[e.type][audience].flatMap((k) => k(e)),
    }),
  ),
];
