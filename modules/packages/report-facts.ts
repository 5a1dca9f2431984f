import { sql } from 'kysely';
import { tablesOf, type Db, type Tx } from '../../server/db/kysely';
import type { PackagesTables } from './tables';

// What the firm's figures (modules/reports) read of the clients' packages: those activated up to an
// instant, with their hours, price and end.

/** A package that was activated: sold hours the firm owes until they are used or the package ends. */
export interface SoldPackageFact {
  id: string;
  /** the package type: the name of the template it was offered from */
  name: string;
  /** hundredths of an hour */
  hundredths: number;
  /** the price as offered (cents): what the client pays */
  priceCents: number;
  activatedAt: Date;
  endedAt: Date | null;
}

/** Every package activated before `until`, oldest first. */
export async function packagesActivatedBefore(db: Db | Tx, until: Date): Promise<SoldPackageFact[]> {
  const rows = await tablesOf<PackagesTables>(db)
    .selectFrom('user_packages')
    .select([
      'id',
      'name',
      sql<number>`round(total_hours * 100)::int`.as('hundredths'),
      sql<number>`round(price * 100)::int`.as('price_cents'),
      'activated_at',
      'ended_at',
    ])
    .where('activated_at', 'is not', null)
    .where('activated_at', '<', until)
    .orderBy('activated_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    hundredths: r.hundredths,
    priceCents: r.price_cents,
    activatedAt: r.activated_at!,
    endedAt: r.ended_at,
  }));
}
