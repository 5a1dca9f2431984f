import { tablesOf, type Db, type Tx } from '../../server/db/kysely';
import { isUuid } from '../../server/db/reads';
import type { PartnerProfilesTable, PartnersTables } from './tables';

export async function findProfile(db: Db | Tx, userId: string): Promise<PartnerProfilesTable | undefined> {
  if (!isUuid(userId)) return undefined;
  return tablesOf<PartnersTables>(db)
    .selectFrom('partner_profiles')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function findProfiles(db: Db | Tx, userIds: readonly string[]): Promise<PartnerProfilesTable[]> {
  const valid = [...new Set(userIds)].filter(isUuid);
  if (valid.length === 0) return [];
  return tablesOf<PartnersTables>(db)
    .selectFrom('partner_profiles')
    .selectAll()
    .where('user_id', 'in', valid)
    .execute();
}

export async function listProfiles(db: Db | Tx): Promise<PartnerProfilesTable[]> {
  return tablesOf<PartnersTables>(db).selectFrom('partner_profiles').selectAll().execute();
}
