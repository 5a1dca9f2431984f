import type { ArchivedClient } from '../../modules/archive/contract';
import type {
  AdminClient,
  AdminStats,
  AttentionPage,
  ClientDetails,
  PartnerStats,
  UserDashboard,
} from '../../modules/dashboards/contract';
import type { AdminMeetingPage } from '../../modules/meetings/contract';
import type { InvoiceMonth, OpenItems } from '../../modules/invoicing/contract';
import type { PackageDetails, PackageStats, PendingAssignment } from '../../modules/packages/contract';
import type { PartnerClient } from '../../modules/partners/contract';
import type { RevenueReport } from '../../modules/reports/contract';
import { berlinDateOf } from '../../lib/german/time';
import type { Actor, SeedApi } from './api';

// The numbers that summarise a list must agree with it and with each other, wherever they are shown
// (the admin's tiles, /admin/packages' cards, the reports, the client's, the admin's and the
// partner's view of a package's hours). Read through the API only, as the screens do; every
// disagreement is named, so one run shows them all.

const round2 = (n: number) => Math.round(n * 100) / 100;
const sum = <T>(items: T[], of: (item: T) => number) => items.reduce((s, i) => s + of(i), 0);

interface Viewers {
  admin: Actor;
  clients: Actor[];
  partners: Actor[];
}

/** Every pair of figures that should agree and does not, as 'what: a ≠ b'. */
export async function numbersThatDisagree(api: SeedApi, at: number, who: Viewers): Promise<string[]> {
  const out: string[] = [];
  const agree = (what: string, a: unknown, b: unknown) => {
    if (JSON.stringify(a) !== JSON.stringify(b)) out.push(`${what}: ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`);
  };
  const get = <T>(url: string, actor = who.admin) => api.call<T>(at, actor, 'GET', url);

  // The client list, page by page, and every client's details (the packages the office sees).
  const clients: AdminClient[] = [];
  for (let total = 1; clients.length < total;) {
    const page = await get<{ clients: AdminClient[]; total: number }>(
      `/api/clients?limit=200&offset=${clients.length}`,
    );
    clients.push(...page.clients);
    total = page.clients.length === 0 ? 0 : page.total;
  }
  const details = await Promise.all(clients.map((c) => get<ClientDetails>(`/api/clients/${c.id}/details`)));
  const packages = details.flatMap((d) => d.packages);
  // The former clients (KundenKartei) hold no open package, but sold hours.
  const archived: ArchivedClient[] = [];
  for (let total = 1; archived.length < total;) {
    const page = await get<{ entries: ArchivedClient[]; total: number }>(
      `/api/client-archive?limit=200&offset=${archived.length}`,
    );
    archived.push(...page.entries);
    total = page.entries.length === 0 ? 0 : page.total;
  }
  const formerPackages = (
    await Promise.all(archived.map((a) => get<ClientDetails>(`/api/clients/${a.userId}/details`)))
  ).flatMap((d) => d.packages);
  const inStatus = (status: string) => packages.filter((p) => p.userPackage.status === status).length;

  const [stats, pkg, pending, attention, completed] = await Promise.all([
    get<AdminStats>('/api/dashboard/admin/stats'),
    get<PackageStats>('/api/packages/stats'),
    get<PendingAssignment[]>('/api/packages/pending'),
    get<AttentionPage>('/api/dashboard/admin/attention?limit=1'),
    get<AdminMeetingPage>('/api/meetings/admin/all?status=completed&limit=1'),
  ]);
  const filtered = async (filter: string) =>
    (await get<{ total: number }>(`/api/clients?filter=${filter}&limit=1`)).total;

  // The admin's tiles, /admin/packages' cards, the lists they lead to.
  agree("'Gesamte Klienten' vs the client list", stats.totalClients, clients.length);
  agree("'Aktive Pakete' tile vs card", stats.activePackages, pkg.activePackages);
  agree("'Aktive Pakete' vs the clients' active packages", stats.activePackages, inStatus('active'));
  agree("'Bereit zur Aktivierung' tile vs card", stats.readyForActivation, pkg.pendingActivations);
  agree(
    "'Bereit zur Aktivierung' vs the queue's accepted offers",
    pkg.pendingActivations,
    pending.filter((p) => p.isAccepted).length,
  );
  agree("'Warten auf Annahme' tile vs card", stats.pendingAcceptances, pkg.pendingAcceptances);
  agree(
    "'Warten auf Annahme' vs the queue's open offers",
    pkg.pendingAcceptances,
    pending.filter((p) => !p.isAccepted).length,
  );
  agree("'Warten auf Annahme' vs the clients' offers", pkg.pendingAcceptances, inStatus('pending_acceptance'));
  agree("'Klienten ohne Paket' vs the list's filter", pkg.clientsWithoutPackage, await filtered('no_package'));
  agree(
    "the list's filter 'active' vs its rows",
    await filtered('active'),
    clients.filter((c) => c.packageStatus === 'active').length,
  );
  agree("'Abgeschlossene Meetings' vs the meeting list", stats.completedMeetings, completed.total);
  agree(
    'attention counts vs the attention list',
    sum(Object.values(stats.attentionCounts), (n) => n),
    attention.total,
  );

  // A package's hours: the office's details, the client's own view, each Accelerator's client list.
  const partnerRows = new Map<string, PartnerClient[]>();
  for (const partnerId of new Set(packages.flatMap((p) => p.partners.map((a) => a.partnerId))))
    partnerRows.set(partnerId, await get<PartnerClient[]>(`/api/partner-clients/my-clients?partnerId=${partnerId}`));
  for (const d of details) {
    const current = await get<PackageDetails | null>(`/api/packages/user/${d.id}`);
    const shown = current && d.packages.find((p) => p.userPackage.id === current.userPackage.id);
    if (current) agree(`${d.name}: the client's package vs the details`, hoursOf(current), shown && hoursOf(shown));
    for (const p of d.packages.filter((p) =>
      ['active', 'pending_acceptance', 'pending_activation'].includes(p.userPackage.status),
    )) {
      const up = p.userPackage;
      agree(
        `${d.name}/${up.name}: remaining vs its Acceleratoren`,
        up.remainingHours,
        round2(sum(p.partners, (a) => a.remainingHours)),
      );
      for (const a of p.partners) {
        const row = partnerRows.get(a.partnerId)?.find((r) => r.userPackageId === up.id);
        // An offer the client has not accepted names no client of the Accelerator's (the circle):
        // their list leaves it out.
        const listed = up.status !== 'pending_acceptance';
        agree(
          `${d.name}/${up.name}: ${a.partnerName}'s client list vs the details`,
          row && { remaining: row.remainingHours, reserved: row.reservedHours },
          listed ? { remaining: a.remainingHours, reserved: a.reservedHours } : undefined,
        );
      }
    }
  }
  for (const client of who.clients) {
    const mine = await get<{ package: PackageDetails | null }>('/api/users/me/package', client);
    const id = mine.package?.userPackage.userId;
    const theirs = id ? await get<PackageDetails | null>(`/api/packages/user/${id}`) : null;
    agree(`${client.label}: /package vs the office`, mine.package && hoursOf(mine.package), theirs && hoursOf(theirs));
  }
  for (const client of who.clients) {
    const mine = await get<UserDashboard>('/api/dashboard/user/data', client);
    const own = await get<{ package: PackageDetails | null }>('/api/users/me/package', client);
    agree(
      `${client.label}: dashboard vs /package`,
      mine.activePackage && hoursOf(mine.activePackage),
      own.package && hoursOf(own.package),
    );
    const id = own.package?.userPackage.id;
    const office = details.flatMap((d) => d.packages).find((p) => p.userPackage.id === id);
    agree(`${client.label}: usage per month, own vs the office`, mine.usageByMonth, office?.usageByMonth ?? []);
  }
  for (const partner of who.partners) {
    const s = await get<PartnerStats>('/api/dashboard/partner/stats', partner);
    const rows = await get<PartnerClient[]>('/api/partner-clients/my-clients', partner);
    agree(`${partner.label}: 'Meine Klienten' vs the list`, s.totalClients, new Set(rows.map((r) => r.id)).size);
  }

  // The reports against the lists: open items, hours sold, open hours.
  const today = berlinDateOf(new Date(at));
  const year = Number(today.slice(0, 4));
  const report = await get<RevenueReport>(`/api/reports/revenue?year=${year}`);
  const open = await get<OpenItems>('/api/invoices/open-items');
  agree("'Offene Posten' (report) vs the open items list", report.total.openCents, open.totals.openCents);
  // The invoice list's month card: what is still open of each month's invoices, over every year.
  let stillOpen = 0;
  for (const y of report.years)
    stillOpen += sum(
      (await get<{ months: InvoiceMonth[] }>(`/api/invoices/summary?year=${y}`)).months,
      (m) => m.openCents,
    );
  agree("the months card's 'offen' over all years vs the open items list", stillOpen, open.totals.openCents);
  const activeNow = packages.filter((p) => p.userPackage.status === 'active');
  agree(
    "'Offene Stunden' (report) vs the active packages' hours left",
    report.total.openHours,
    round2(sum(activeNow, (p) => p.userPackage.remainingHours)),
  );
  const soldThisYear = [...packages, ...formerPackages].filter(
    (p) => p.userPackage.activatedAt && berlinDateOf(new Date(p.userPackage.activatedAt)).startsWith(`${year}-`),
  );
  agree(
    "'Stunden verkauft' (report) vs the packages activated",
    report.total.hoursSold,
    round2(sum(soldThisYear, (p) => p.userPackage.totalHours)),
  );
  agree('the months vs the year (hours sold)', round2(sum(report.months, (m) => m.hoursSold)), report.total.hoursSold);
  agree(
    'the Acceleratoren vs the year (hours charged)',
    round2(sum(report.partners, (p) => p.hoursCharged)),
    round2(report.total.hoursDelivered + report.total.hoursCancelledLate),
  );
  agree(
    'the package types vs the year (hours sold)',
    round2(sum(report.packageTypes, (p) => p.hoursSold)),
    report.total.hoursSold,
  );
  // A firm with nothing to compare would pass every pair: name that too.
  const compared = { activePackages: activeNow.length, openItems: open.items.length, partners: partnerRows.size };
  for (const [what, n] of Object.entries(compared)) if (n === 0) out.push(`nothing compared: no ${what}`);
  return out;
}

const hoursOf = (p: PackageDetails) => ({
  id: p.userPackage.id,
  total: p.userPackage.totalHours,
  remaining: p.userPackage.remainingHours,
  reserved: p.userPackage.reservedHours,
});
