import type { Db, Tx } from '../../server/db/kysely';
import { findUserById } from '../identity';
import { meetingsOf, meetingViews, type MeetingViewer } from '../meetings';
import { questionnairesOfUser } from '../onboarding';
import { packageDetailsOfClient } from '../packages';
import type { ClientDetails } from './contract';
import { usageByMonth } from './usage';

/** Client details for the admin (spec 02 §3): packages newest first with monthly usage, meetings, questionnaires. */
export async function clientDetails(
  db: Db | Tx,
  clientId: string,
  now: Date,
  viewer: MeetingViewer,
): Promise<ClientDetails | null> {
  const user = await findUserById(db, clientId);
  if (!user || user.role !== 'user') return null;
  const [packages, meetings, questionnaires] = await Promise.all([
    packageDetailsOfClient(db, clientId),
    meetingsOf(db, { clientId }).then((rows) => meetingViews(db, rows, viewer)),
    questionnairesOfUser(db, clientId),
  ]);
  const active = packages.find((p) => p.userPackage.status === 'active');
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    company: user.company,
    phone: user.phone,
    position: user.position,
    createdAt: user.created_at.toISOString(),
    activePackage: active ? { id: active.userPackage.id, name: active.userPackage.name } : null,
    packages: packages.reverse().map((p) => {
      const own = meetings.filter((m) => m.userPackageId === p.userPackage.id);
      return {
        ...p,
        usageByMonth: usageByMonth(own),
        overdueMeetings: own.filter((m) => m.status === 'scheduled' && new Date(m.startsAt) <= now).reverse(),
      };
    }),
    meetings,
    questionnaires: questionnaires.map((q) => ({ id: q.id, createdAt: q.createdAt, status: q.status })),
  };
}
