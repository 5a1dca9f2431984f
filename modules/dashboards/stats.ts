import type { Db, Tx } from '../../server/db/kysely';
import { berlinMonthOf } from '../../lib/german/time';
import { countUsersByRole } from '../identity';
import { meetingsOf, meetingTotals, meetingViews, partnerSchedule, scheduledInMonth } from '../meetings';
import { isNotOver, isUpcoming, type MeetingView } from '../meetings/contract';
import { coachedPackagesOf, currentUserPackage, formerClientCount, packageDetails, packageStats } from '../packages';
import { questionnairesOfUser } from '../onboarding';
import { attentionCounts, attentionPage } from './attention';
import { ATTENTION_SHOWN, type AdminStats, type PartnerStats, type UserDashboard } from './contract';
import { usageByMonth } from './usage';

/** The soonest meeting not over yet: one in progress stays the next appointment until it ends. */
const nextOf = (meetings: MeetingView[], now: Date): MeetingView | null =>
  meetings.filter((m) => isNotOver(m, now)).sort((a, b) => a.startsAt.localeCompare(b.startsAt))[0] ?? null;

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The admin's tiles, from counters and bounded reads (issue 17 item 4): 'Gesamte Klienten' counts
 * what the client list shows (every client account less the former clients, who are in the
 * KundenKartei), the packages from their tally, the meetings held from the meetings' tally, 'Diesen
 * Monat' from the scheduled meetings of the month; of the attention list its counts and the first
 * few items (the rest: GET /api/dashboard/admin/attention).
 */
export async function adminStats(db: Db | Tx, now: Date): Promise<AdminStats> {
  const [clients, former, pkg, meetings, thisMonth, counts] = await Promise.all([
    countUsersByRole(db, 'user'),
    formerClientCount(db),
    packageStats(db),
    meetingTotals(db),
    scheduledInMonth(db, berlinMonthOf(now)),
    attentionCounts(db, now),
  ]);
  const first = await attentionPage(db, now, { limit: ATTENTION_SHOWN, offset: 0 }, counts);
  return {
    totalClients: clients - former,
    activePackages: pkg.activePackages,
    readyForActivation: pkg.pendingActivations,
    pendingAcceptances: pkg.pendingAcceptances,
    scheduledMeetings: thisMonth,
    completedMeetings: meetings.completed.meetings,
    attention: first.attention,
    attentionCounts: counts,
  };
}

/** A partner's cards: totals from the meetings' tally, the rest from their scheduled meetings only. */
export async function partnerStats(db: Db | Tx, partnerId: string, now: Date): Promise<PartnerStats> {
  const [clients, totals, plan] = await Promise.all([
    coachedPackagesOf(db, partnerId),
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
