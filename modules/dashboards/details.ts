import type { Db, Tx } from '../../server/db/kysely';
import { findUserById } from '../identity';
import {
  clientMeetingPage,
  completedHoursByMonth,
  meetingViews,
  overdueMeetingsOfClient,
  type MeetingViewer,
} from '../meetings';
import { questionnairesOfUser } from '../onboarding';
import { packageDetailsOfClient } from '../packages';
import { CLIENT_MEETINGS_PAGE, type ClientDetails, type MonthlyUsage } from './contract';

/**
 * Client details for the admin (spec 02 §3): packages newest first with monthly usage and overdue
 * meetings, the newest page of meetings with their count, questionnaires. Issue 17: a client of
 * years carries one page of meetings; the monthly hours are summed in the database.
 */
export async function clientDetails(
  db: Db | Tx,
  clientId: string,
  now: Date,
  viewer: MeetingViewer,
): Promise<ClientDetails | null> {
  const user = await findUserById(db, clientId);
  if (!user || user.role !== 'user') return null;
  const [packages, page, overdue, usage, questionnaires] = await Promise.all([
    packageDetailsOfClient(db, clientId),
    clientMeetingPage(db, clientId, viewer, { limit: CLIENT_MEETINGS_PAGE, offset: 0 }),
    overdueMeetingsOfClient(db, clientId, now).then((rows) => meetingViews(db, rows, viewer)),
    completedHoursByMonth(db, clientId),
    questionnairesOfUser(db, clientId),
  ]);
  // Newest first, as shown; the newest active one is the client's current (a renewal activated
  // while the first package still ran: the list and their own /package show the renewal).
  const newestFirst = packages.reverse();
  const active = newestFirst.find((p) => p.userPackage.status === 'active');
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    company: user.company,
    phone: user.phone,
    position: user.position,
    createdAt: user.created_at.toISOString(),
    activePackage: active ? { id: active.userPackage.id, name: active.userPackage.name } : null,
    packages: newestFirst.map((p) => ({
      ...p,
      usageByMonth: usage
        .filter((u) => u.userPackageId === p.userPackage.id)
        .map(({ month, hours }): MonthlyUsage => ({ month, hours })),
      overdueMeetings: overdue.filter((m) => m.userPackageId === p.userPackage.id),
    })),
    meetings: page.meetings,
    meetingsTotal: page.total,
    questionnaires: questionnaires.map((q) => ({ id: q.id, createdAt: q.createdAt, status: q.status })),
  };
}

/** GET /api/clients/{clientId}/meetings: null when there is no such client. */
export async function clientMeetings(
  db: Db | Tx,
  clientId: string,
  viewer: MeetingViewer,
  page: { limit: number; offset: number },
) {
  const user = await findUserById(db, clientId);
  if (!user || user.role !== 'user') return null;
  return clientMeetingPage(db, clientId, viewer, page);
}
