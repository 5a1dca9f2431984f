import { sql } from 'kysely';
import type { Db, Tx } from '../../server/db/kysely';
import { containsDigits, containsText } from '../../server/db/text-search';
import { usersOfRoleQuery } from '../identity';
import { clientStandingQuery } from '../packages';
import type { UserPackageStatus } from '../packages/contract';
import type { AdminClient, ClientFilter, ClientListQuery, ClientPage } from './contract';

// The admin's client list, searched, filtered and paged in one statement (issue 17): identity's
// accounts (by name, index) joined with each one's standing in packages (by primary key), leaving out
// former clients: a page reads its own rows, not every package ever offered.

const PENDING = ['pending_acceptance', 'pending_activation'];

/** The clients of the list (role user, not former), their current package, searched and filtered. */
function listed(db: Db | Tx, q: string, filter: ClientFilter) {
  let list = db
    .selectFrom(usersOfRoleQuery(db, 'user').as('u'))
    .leftJoin(clientStandingQuery(db).as('p'), 'p.user_id', 'u.id')
    .where(sql<boolean>`p.former IS NOT TRUE`);
  if (filter === 'active') list = list.where('p.current_status', '=', 'active');
  if (filter === 'pending') list = list.where('p.current_status', 'in', PENDING);
  if (filter === 'no_package') list = list.where('p.current_package_id', 'is', null);
  if (q) {
    const text = containsText([sql.ref('u.name'), sql.ref('u.email'), sql.ref('u.company')], q);
    const phone = containsDigits(sql.ref('u.phone'), q);
    list = list.where(phone ? sql<boolean>`(${text} OR ${phone})` : text);
  }
  return list;
}

/** One page of the list by name (then id, so pages never overlap). */
async function clientRows(
  db: Db | Tx,
  q: string,
  filter: ClientFilter,
  limit: number,
  offset: number,
): Promise<AdminClient[]> {
  const rows = await listed(db, q, filter)
    .select([
      'u.id',
      'u.name',
      'u.email',
      'u.phone',
      'u.company',
      'u.position',
      'u.created_at',
      'p.current_package_id as package_id',
      'p.current_name as package_name',
      'p.current_status as package_status',
    ])
    .orderBy('u.sort_name')
    .orderBy('u.id')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    company: r.company,
    position: r.position,
    role: 'user',
    createdAt: r.created_at.toISOString(),
    packageId: r.package_id,
    packageName: r.package_name,
    packageStatus: r.package_status as UserPackageStatus | null,
  }));
}

async function countOf(db: Db | Tx, q: string, filter: ClientFilter): Promise<number> {
  const r = await listed(db, q, filter)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** GET /api/clients: a page, how many match, and how many clients the list has without search and filter. */
export async function clientPage(db: Db | Tx, query: ClientListQuery): Promise<ClientPage> {
  const { q, filter, limit, offset } = query;
  const [clients, total, all] = await Promise.all([
    clientRows(db, q, filter, limit, offset),
    countOf(db, q, filter),
    q || filter !== 'all' ? countOf(db, '', 'all') : null,
  ]);
  return { clients, total, all: all ?? total };
}

/** Every client the search and filter find, a page at a time (the CSV export writes each as it comes). */
export async function* clientsInPages(db: Db | Tx, q: string, filter: ClientFilter, size = 500) {
  for (let offset = 0; ; offset += size) {
    const page = await clientRows(db, q, filter, size, offset);
    if (page.length > 0) yield page;
    if (page.length < size) return;
  }
}
