import { sql } from 'kysely';
import { tablesOf, type Db, type Tx } from '../../server/db/kysely';
import { containsText } from '../../server/db/text-search';
import { findUsersByIds, usersOfRoleQuery } from '../identity';
import { meetingCountsByClient } from '../meetings';
import { questionnaireCountsByUser } from '../onboarding';
import { clientStandingQuery, findUserPackages, packageCountsByClient } from '../packages';
import {
  archiveStatuses,
  type ArchivedClient,
  type ArchiveListQuery,
  type ArchivePage,
  type ArchiveStatus,
} from './contract';
import type { ArchiveTables } from './tables';
import { countOf } from '../../server/db/paging';

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
 * expired, and one of their packages was active once); a prospect who only declined an offer is
 * not one. Clients with a pending or active package are in the client list instead. One statement
 * joins the packages' standing of each former client (its last package; indexed by the end) with
 * identity's accounts (issue 17).
 */
function archived(db: Db | Tx) {
  return db
    .selectFrom(
      clientStandingQuery(db)
        .select([
          'last_package_id as id',
          'last_name as name',
          'last_status as status',
          'last_activated_at as activated_at',
          'last_ended_at as ended_at',
          'last_rating as rating',
        ])
        .where('former', '=', true)
        .as('p'),
    )
    .innerJoin(usersOfRoleQuery(db, 'user').as('u'), 'u.id', 'p.user_id')
    .where('p.status', 'in', archiveStatuses);
}

/** The entries the search and filters find. */
function found(db: Db | Tx, f: Omit<ArchiveListQuery, 'limit' | 'offset'>) {
  let list = archived(db);
  if (f.status) list = list.where('p.status', '=', f.status);
  if (f.package) list = list.where('p.name', '=', f.package);
  if (f.q) list = list.where(containsText([sql.ref('u.name'), sql.ref('u.company'), sql.ref('u.email')], f.q));
  return list;
}

/** One page, newest end first; the counts of meetings, partners and documents for that page only. */
export async function archivePage(db: Db | Tx, query: ArchiveListQuery): Promise<ArchivePage> {
  const { limit, offset, ...filter } = query;
  const filtered = filter.q !== '' || filter.status !== undefined || filter.package !== undefined;
  const [rows, total, all, names] = await Promise.all([
    found(db, filter)
      .leftJoin(tablesOf<ArchiveTables>(db).selectFrom('client_archive_notes').selectAll().as('n'), 'n.user_id', 'u.id')
      .select([
        'p.id',
        'u.id as userId',
        'u.name',
        'u.email',
        'u.company',
        'p.name as packageName',
        'p.activated_at',
        'p.ended_at',
        'p.status',
        'p.rating',
        'n.notes',
        'n.version',
      ])
      .orderBy(sql`p.ended_at DESC NULLS LAST`)
      .orderBy('p.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    countOf(found(db, filter)),
    filtered ? countOf(archived(db)) : null,
    archived(db).select('p.name').distinct().execute(),
  ]);
  const ids = rows.map((r) => r.userId);
  const [pkgCounts, meetingCounts, questionnaires, packages] = await Promise.all([
    packageCountsByClient(db, ids),
    meetingCountsByClient(db, ids),
    questionnaireCountsByUser(db, ids),
    // The rating's comment of the page's packages (by primary key): the standing keeps the stars only.
    findUserPackages(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  const entries = rows.map((r): ArchivedClient => {
    const userId = r.userId;
    return {
      id: r.id,
      userId,
      name: r.name,
      email: r.email,
      company: r.company,
      packageName: r.packageName,
      activatedAt: r.activated_at?.toISOString() ?? null,
      completedAt: r.ended_at?.toISOString() ?? null,
      status: r.status as ArchiveStatus,
      rating: r.rating,
      ratingComment: packages.get(r.id)?.rating_comment ?? null,
      notes: r.notes ?? null,
      notesVersion: r.version ?? 0,
      meetingsCount: meetingCounts.get(userId)?.completed ?? 0,
      partnersCount: pkgCounts.get(userId)?.partners ?? 0,
      documentsCount: (questionnaires.get(userId) ?? 0) + (pkgCounts.get(userId)?.invoices ?? 0),
    };
  });
  const packageNames = names.map((n) => n.name).sort((a, b) => a.localeCompare(b, 'de'));
  return { entries, total, all: all ?? total, packageNames };
}

export async function isClient(db: Db | Tx, userId: string): Promise<boolean> {
  return (await findUsersByIds(db, [userId])).get(userId)?.role === 'user';
}
