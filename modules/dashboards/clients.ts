import { unreachable } from '../../lib/unreachable';
import type { Db, Tx } from '../../server/db/kysely';
import { listUsersByRole } from '../identity';
import { currentPackagesByClient, formerClientIds } from '../packages';
import type { UserPackageStatus } from '../packages/contract';
import type { AdminClient, ClientFilter } from './contract';

const FINISHED = ['expired', 'completed', 'cancelled', 'withdrawn'];
const PENDING = ['pending_acceptance', 'pending_activation'];

const digits = (s: string) => s.replace(/\D/g, '');

/** Free text over name, e-mail, company and phone (phone by its digits, so '030 123' finds '+49 30 123'). */
export function matchesSearch(c: Pick<AdminClient, 'name' | 'email' | 'company' | 'phone'>, q: string): boolean {
  const needle = q.trim().toLowerCase();
  if (!needle) return true;
  if ([c.name, c.email, c.company ?? ''].some((v) => v.toLowerCase().includes(needle))) return true;
  const d = digits(needle);
  return d.length >= 3 && digits(c.phone ?? '').includes(d.replace(/^0/, ''));
}

export function matchesFilter(c: Pick<AdminClient, 'packageStatus'>, filter: ClientFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'active':
      return c.packageStatus === 'active';
    case 'no_package':
      return c.packageStatus === null;
    case 'pending':
      return c.packageStatus !== null && PENDING.includes(c.packageStatus);
    default:
      return unreachable(filter);
  }
}

/**
 * The admin's client list: role user only (never partners or admins), without former clients (they
 * are in the KundenKartei), searched and filtered. A prospect whose offer ended before it was
 * active (declined, withdrawn) has no package here.
 */
export async function listClients(db: Db | Tx, q: string, filter: ClientFilter): Promise<AdminClient[]> {
  const [clients, current, former] = await Promise.all([
    listUsersByRole(db, 'user'),
    currentPackagesByClient(db),
    formerClientIds(db),
  ]);
  const out: AdminClient[] = [];
  for (const c of clients) {
    if (former.has(c.id)) continue;
    const held = current.get(c.id);
    const p = held && !FINISHED.includes(held.status) ? held : undefined;
    const row: AdminClient = {
      id: c.id,
      name: c.name,
      email: c.email,
      phone: c.phone,
      company: c.company,
      position: c.position,
      role: 'user',
      createdAt: c.created_at.toISOString(),
      packageId: p?.id ?? null,
      packageName: p?.name ?? null,
      packageStatus: (p?.status as UserPackageStatus | undefined) ?? null,
    };
    if (matchesSearch(row, q) && matchesFilter(row, filter)) out.push(row);
  }
  return out;
}
