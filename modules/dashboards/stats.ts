import type { Db, Tx } from '../../server/db/kysely';
import { berlinMonthOf } from '../../lib/german/time';
import { listUsersByRole } from '../identity';
import { allMeetings, meetingsOf, meetingViews } from '../meetings';
import { isNotOver, isUpcoming, needsCompletion, type MeetingView } from '../meetings/contract';
import { LOW_HOURS_THRESHOLD } from '../packages/contract';
import { clientsOfPartner, currentPackagesByClient, packageDetails, packageStats } from '../packages';
import { questionnairesOfUser } from '../onboarding';
import type { AdminStats, AttentionItem, PartnerStats, UserDashboard } from './contract';
import { usageByMonth } from './usage';
import { listClients } from './clients';

const DAY = 24 * 3600_000;

/** The soonest meeting not over yet: one in progress stays the next appointment until it ends. */
const nextOf = (meetings: MeetingView[], now: Date): MeetingView | null =>
  meetings.filter((m) => isNotOver(m, now)).sort((a, b) => a.startsAt.localeCompare(b.startsAt))[0] ?? null;

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Who needs the firm's attention: no meeting for 30 days, expiring within 30 days, low hours. */
async function attentionList(db: Db | Tx, now: Date): Promise<AttentionItem[]> {
  const [clients, current, meetings] = await Promise.all([
    listUsersByRole(db, 'user'),
    currentPackagesByClient(db),
    allMeetings(db),
  ]);
  const lastOrNext = new Map<string, number>();
  for (const m of meetings) {
    if (m.status === 'cancelled') continue;
    lastOrNext.set(m.client_id, Math.max(lastOrNext.get(m.client_id) ?? 0, m.starts_at.getTime()));
  }
  const out: AttentionItem[] = [];
  for (const c of clients) {
    const p = current.get(c.id);
    if (!p || p.status !== 'active') continue;
    const base = { clientId: c.id, clientName: c.name };
    const latest = lastOrNext.get(c.id) ?? p.activated_at?.getTime() ?? 0;
    if (now.getTime() - latest > 30 * DAY) out.push({ ...base, reason: 'no_meeting', detail: p.name });
    if (p.expires_at && p.expires_at.getTime() - now.getTime() <= 30 * DAY)
      out.push({ ...base, reason: 'expiring', detail: p.expires_at.toISOString() });
    if (Number(p.remaining_hours) < LOW_HOURS_THRESHOLD)
      out.push({ ...base, reason: 'low_hours', detail: String(Number(p.remaining_hours)) });
  }
  return out;
}

export async function adminStats(db: Db | Tx, now: Date): Promise<AdminStats> {
  const [clients, pkg, meetings, attention] = await Promise.all([
    // 'Gesamte Klienten' leads to the client list: it counts what the list shows.
    listClients(db, '', 'all'),
    packageStats(db),
    allMeetings(db),
    attentionList(db, now),
  ]);
  const month = berlinMonthOf(now);
  return {
    totalClients: clients.length,
    activePackages: pkg.activePackages,
    readyForActivation: pkg.pendingActivations,
    pendingAcceptances: pkg.pendingAcceptances,
    scheduledMeetings: meetings.filter((m) => m.status === 'scheduled' && m.date.startsWith(month)).length,
    completedMeetings: meetings.filter((m) => m.status === 'completed').length,
    attention,
  };
}

export async function partnerStats(db: Db | Tx, partnerId: string, now: Date): Promise<PartnerStats> {
  const [clients, rows] = await Promise.all([clientsOfPartner(db, partnerId), meetingsOf(db, { partnerId })]);
  const meetings = await meetingViews(db, rows, { id: partnerId, role: 'partner' });
  const live = meetings.filter((m) => m.status !== 'cancelled');
  const upcoming = live.filter((m) => isUpcoming(m, now)).sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const toFinish = live.filter((m) => needsCompletion(m, now));
  return {
    totalClients: new Set(clients.map((c) => c.clientId)).size,
    totalAppointments: live.length,
    completedAppointments: live.filter((m) => m.status === 'completed').length,
    upcomingAppointments: upcoming.length,
    pendingRequests: toFinish.length,
    hoursCompleted: round1(live.reduce((s, m) => s + m.hoursUsed, 0)),
    hoursPlanned: round1(upcoming.reduce((s, m) => s + m.duration / 60, 0)),
    nextAppointment: nextOf(live, now),
    recentRequests: toFinish.slice(0, 5),
  };
}

export async function userDashboard(db: Db | Tx, clientId: string, now: Date): Promise<UserDashboard> {
  const current = (await currentPackagesByClient(db)).get(clientId);
  const [details, meetings, questionnaires] = await Promise.all([
    current ? packageDetails(db, current) : Promise.resolve(null),
    meetingsOf(db, { clientId }).then((r) => meetingViews(db, r, { id: clientId, role: 'user' })),
    questionnairesOfUser(db, clientId),
  ]);
  const upcoming = meetings.filter((m) => isUpcoming(m, now)).sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  return {
    activePackage: details,
    nextAppointment: nextOf(meetings, now),
    upcomingAppointments: upcoming.slice(0, 3),
    recentDocuments: questionnaires
      .slice(0, 5)
      .map((q) => ({ id: q.id, createdAt: q.createdAt, kind: 'questionnaire' as const })),
    availablePartners: details?.partners ?? [],
    usageByMonth: usageByMonth(current ? meetings.filter((m) => m.userPackageId === current.id) : []),
  };
}
