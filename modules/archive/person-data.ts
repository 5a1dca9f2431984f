import type { Db, Tx } from '../../server/db/kysely';
import { findUserById, toUser } from '../identity';
import { meetingsOf, meetingViews, type MeetingViewer } from '../meetings';
import { milestonesOf } from '../milestones';
import { questionnairesOfUser } from '../onboarding';
import { packageDetailsOfClient } from '../packages';
import { notesOf } from './queries';
import { readerOf, notesFor } from '../notes';
import { tasksOf } from '../tasks';
import { filesFor } from '../files';
import { conversationOf } from '../messages';
import { berlinWallClock } from '../../lib/german/time';
import { writtenBy } from './written-by';

/**
 * Everything the portal holds about one client, as JSON: the account, questionnaires, packages with
 * partners and hours, meetings, milestones, the firm's archive notes, and what is kept between
 * sessions (notes, tasks, the files' list, the conversation; issue 33). The KundenKartei export and
 * the client's own data export (privacy) answer this; meetings and notes as `viewer` may see them
 * (a coach's private notes are theirs; the files themselves come as a ZIP: files module).
 */
export async function personData(db: Db | Tx, userId: string, exportedAt: Date, viewer: MeetingViewer) {
  const user = await findUserById(db, userId);
  if (!user) return null;
  return {
    exportedAt: exportedAt.toISOString(),
    account: toUser(user),
    questionnaires: await questionnairesOfUser(db, userId),
    packages: await packageDetailsOfClient(db, userId),
    // An Accelerator's own export holds the meetings they held (they are no client of any).
    meetings: await meetingViews(db, await meetingsOf(db, { [meetingsKey(user.role)]: userId }), viewer),
    milestones: await milestonesOf(db, userId),
    archiveNotes: (await notesOf(db, userId)).notes,
    ...(await betweenSessions(db, userId, exportedAt, viewer)),
    // What they wrote on clients: only in their own export (the office's export of a client has none).
    written: viewer.id === userId ? await writtenBy(db, viewer, exportedAt) : [],
  };
}

const meetingsKey = (role: string) => (role === 'partner' ? 'partnerId' : 'clientId');

/** Notes, tasks, files and messages as `viewer` reads them; none for one outside the client's circle. */
async function betweenSessions(db: Db | Tx, userId: string, exportedAt: Date, viewer: MeetingViewer) {
  const reader = await readerOf(db, viewer, userId);
  if (!reader) return { notes: [], tasks: [], files: [], messages: [] };
  return {
    notes: await notesFor(db, reader, userId),
    tasks: await tasksOf(db, userId, berlinWallClock(exportedAt).date),
    files: await filesFor(db, reader, userId),
    messages: (await conversationOf(db, userId, reader.id, 100_000)).messages,
  };
}
