import type { Db, Tx } from '../../server/db/kysely';
import { findUserById, toUser } from '../identity';
import { meetingsOf, meetingViews, type MeetingViewer } from '../meetings';
import { milestonesOf } from '../milestones';
import { questionnairesOfUser } from '../onboarding';
import { packageDetailsOfClient } from '../packages';
import { notesOf } from './queries';

/**
 * Everything the portal holds about one client, as JSON: the account, questionnaires, packages with
 * partners and hours, meetings, milestones and the firm's archive notes. The KundenKartei export and
 * the client's own data export (privacy) answer this; the meetings as `viewer` may see them.
 */
export async function personData(db: Db | Tx, userId: string, exportedAt: Date, viewer: MeetingViewer) {
  const user = await findUserById(db, userId);
  if (!user) return null;
  return {
    exportedAt: exportedAt.toISOString(),
    account: toUser(user),
    questionnaires: await questionnairesOfUser(db, userId),
    packages: await packageDetailsOfClient(db, userId),
    meetings: await meetingViews(db, await meetingsOf(db, { clientId: userId }), viewer),
    milestones: await milestonesOf(db, userId),
    archiveNotes: (await notesOf(db, userId)).notes,
  };
}
