import { tablesOf, type Db, type Tx } from '../../server/db/kysely';
import { findUsersByIds, listUsersByRole } from '../identity';
import { meetingCountsByClient } from '../meetings';
import { questionnaireCountsByUser } from '../onboarding';
import { currentPackagesByClient, formerClientIds, packageCountsByClient } from '../packages';
import { archiveStatuses, type ArchivedClient, type ArchiveStatus } from './contract';
import type { ArchiveTables } from './tables';

export async function notesOf(db: Db | Tx, userId: string): Promise<{ notes: string | null; version: number }> {
  const r = await tablesOf<ArchiveTables>(db)
    .selectFrom('client_archive_notes')
    .select(['notes', 'version'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { notes: r?.notes ?? null, version: r?.version ?? 0 };
}

/**
 * The KundenKartei: former clients (their current package is finished: completed, cancelled or
 * expired, and one of their packages was active once), newest first; a prospect who only declined
 * an offer is not one. Clients with a pending or active package are in the client list instead.
 */
export async function archivedClients(db: Db | Tx): Promise<ArchivedClient[]> {
  const [clients, current, former, pkgCounts, meetingCounts, questionnaires, notes] = await Promise.all([
    listUsersByRole(db, 'user'),
    currentPackagesByClient(db),
    formerClientIds(db),
    packageCountsByClient(db),
    meetingCountsByClient(db),
    questionnaireCountsByUser(db),
    tablesOf<ArchiveTables>(db).selectFrom('client_archive_notes').selectAll().execute(),
  ]);
  const notesBy = new Map(notes.map((n) => [n.user_id, n]));
  const out: ArchivedClient[] = [];
  for (const c of clients) {
    const p = current.get(c.id);
    if (!p || !former.has(c.id) || !(archiveStatuses as readonly string[]).includes(p.status)) continue;
    const n = notesBy.get(c.id);
    out.push({
      id: p.id,
      userId: c.id,
      name: c.name,
      email: c.email,
      company: c.company,
      packageName: p.name,
      activatedAt: p.activated_at?.toISOString() ?? null,
      completedAt: p.ended_at?.toISOString() ?? null,
      status: p.status as ArchiveStatus,
      rating: p.rating,
      notes: n?.notes ?? null,
      notesVersion: n?.version ?? 0,
      meetingsCount: meetingCounts.get(c.id)?.completed ?? 0,
      partnersCount: pkgCounts.get(c.id)?.partners ?? 0,
      documentsCount: (questionnaires.get(c.id) ?? 0) + (pkgCounts.get(c.id)?.invoices ?? 0),
    });
  }
  return out.sort((a, b) => (b.completedAt ?? '').localeCompare(a.completedAt ?? ''));
}

export async function isClient(db: Db | Tx, userId: string): Promise<boolean> {
  return (await findUsersByIds(db, [userId])).get(userId)?.role === 'user';
}
