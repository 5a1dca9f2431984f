import type { Db, Tx } from '../../server/db/kysely';
import { berlinMonthOf } from '../../lib/german/time';
import { countUsersByRole, findUsersByIds } from '../identity';
import {
  latestMeetingStarts,
  meetingsOf,
  meetingTotals,
  meetingViews,
  partnerSchedule,
  scheduledInMonth,
} from '../meetings';
import { isNotOver, isUpcoming, type MeetingView } from '../meetings/contract';
import { LOW_HOURS_THRESHOLD } from '../packages/contract';
import {
  clientsOfPartner,
  currentOpenPackages,
  currentUserPackage,
  formerClientCount,
  packageDetails,
  packageStats,
} from '../packages';
import { questionnairesOfUser } from '../onboarding';
import type { AdminStats, AttentionItem, PartnerStats, UserDashboard } from './contract';
import { usageByMonth } from './usage';

const DAY = 24 * 3600_000;

/** The soonest meeting not over yet: one in progress stays the next appointment until it ends. */
const nextOf = (meetings: MeetingView[], now: Date): MeetingView | null =>
  meetings.filter((m) => isNotOver(m, now)).sort((a, b) => a.startsAt.localeCompare(b.startsAt))[0] ?? null;

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Who needs the firm's attention: no meeting for 30 days, expiring within 30 days, low hours. Only
 * clients whose current package is active can be concerned: read from the open packages and each
 * one's latest meeting, not from every client and meeting of the firm's history. By name, as the
 * client list sorts.
 */
async function attentionList(db: Db | Tx, now: Date): Promise<AttentionItem[]> {
  const active = [...(await currentOpenPackages(db)).values()].filter((p) => p.status === 'active');
  const ids = active.map((p) => p.user_id);
  const [people, latest] = await Promise.all([findUsersByIds(db, ids), latestMeetingStarts(db, ids)]);
  const out: AttentionItem[] = [];
  const byName = active
    .filter((p) => people.get(p.user_id)?.role === 'user')
    .sort((a, b) => people.get(a.user_id)!.name.localeCompare(people.get(b.user_id)!.name));
  for (const p of byName) {
    const base = { clientId: p.user_id, clientName: people.get(p.user_id)!.name };
    const last = latest.get(p.user_id)?.getTime() ?? p.activated_at?.getTime() ?? 0;
    if (now.getTime() - last > 30 * DAY) out.push({ ...base, reason: 'no_meeting', detail: p.name });
    if (p.expires_at && p.expires_at.getTime() - now.getTime() <= 30 * DAY)
      out.push({ ...base, reason: 'expiring', detail: p.expires_at.toISOString() });
    if (Number(p.remaining_hours) < LOW_HOURS_THRESHOLD)
      out.push({ ...base, reason: 'low_hours', detail: String(Number(p.remaining_hours)) });
  }
  return out;
}

/**
 * The admin's tiles, from counters and bounded reads (issue 17 item 4): 'Gesamte Klienten' counts
 * what the client list shows (every client account less the former clients, who are in the
 * KundenKartei), the packages from their tally, the meetings held from the meetings' tally, 'Diesen
 * Monat' from the scheduled meetings of the month.
 */
export async function adminStats(db: Db | Tx, now: Date): Promise<AdminStats> {
  const [clients, former, pkg, meetings, thisMonth, attention] = await Promise.all([
    countUsersByRole(db, 'user'),
    formerClientCount(db),
    packageStats(db),
    meetingTotals(db),
    scheduledInMonth(db, berlinMonthOf(now)),
    attentionList(db, now),
  ]);
  return {
    totalClients: clients - former,
    activePackages: pkg.activePackages,
    readyForActivation: pkg.pendingActivations,
    pendingAcceptances: pkg.pendingAcceptances,
    scheduledMeetings: thisMonth,
    completedMeetings: meetings.completed.meetings,
    attention,
  };
}

/** A partner's cards: totals from the meetings' tally, the rest from their scheduled meetings only. */
export async function partnerStats(db: Db | Tx, partnerId: string, now: Date): Promise<PartnerStats> {
  const [clients, totals, plan] = await Promise.all([
    clientsOfPartner(db, partnerId),
    meetingTotals(db, partnerId),
    partnerSchedule(db, partnerId, now),
  ]);
  const viewer = { id: partnerId, role: 'partner' as const };
  const [recent, next] = await Promise.all([
    meetingViews(db, plan.recentToFinish, viewer),
    meetingViews(db, plan.next ? [plan.next] : [], viewer),
  ]);
  // Every meeting but the cancelled ones ('live'); hours used only by the held ones.
  const live = [totals.scheduled, totals.completed, totals.not_held];
  return {
    totalClients: new Set(clients.map((c) => c.clientId)).size,
    totalAppointments: live.reduce((s, t) => s + t.meetings, 0),
    completedAppointments: totals.completed.meetings,
    upcomingAppointments: plan.upcoming,
    pendingRequests: plan.toFinish,
    hoursCompleted: round1(live.reduce((s, t) => s + t.hoursUsed, 0)),
    hoursPlanned: round1(plan.upcomingMinutes / 60),
    nextAppointment: next[0] ?? null,
    recentRequests: recent,
  };
}

export async function userDashboard(db: Db | Tx, clientId: string, now: Date): Promise<UserDashboard> {
  const current = await currentUserPackage(db, clientId);
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
