import type { Db, Tx } from '../../server/db/kysely';

/**
 * What the partners module asks of the packages module. The host (server/modules.ts) passes the
 * packages module's exports in, so neither module imports the other (packages itself uses
 * `findPartnerProfiles` of this module).
 */
export interface PackagesPort {
  /** The packages through which the partner coaches now (no offer still waiting for acceptance). */
  coachedPackagesOf(
    db: Db | Tx,
    partnerId: string,
  ): Promise<
    {
      clientId: string;
      userPackageId: string;
      packageName: string;
      status: string;
      totalHours: number;
      remainingHours: number;
      reservedHours: number;
    }[]
  >;
  /** Whether the partner is in the client's circle (packages' rule). */
  coachesClient(db: Db | Tx, partnerId: string, clientId: string): Promise<boolean>;
  findUserPackage(db: Db | Tx, id: string): Promise<{ user_id: string } | undefined>;
  allocationsOf(
    db: Db | Tx,
    userPackageId: string,
  ): Promise<{ partner_id: string; total_hours: number; consumed_hours: number }[]>;
}
