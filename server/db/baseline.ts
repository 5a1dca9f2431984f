import { sql } from 'kysely';
import { PORTAL_VERSION } from '../version';
import type { Db } from './kysely';
import { refuseUnknownMigrations } from './schema-version';

/** The migration that creates today's schema on an empty database (`migrations/0000_baseline.ts`). */
export const BASELINE = '0000_baseline';

/**
 * The migrations that landed before the baseline and were folded into it (the schema they made
 * together, written once): a database that ran every one of them has the baseline's schema.
 */
export const foldedIntoBaseline: readonly string[] = [
  '0001_eventstore',
  '0002_identity',
  '0003_mail',
  '0010_identity_mfa',
  '0011_users_role_name',
  '0012_users_german_order',
  '0100_onboarding',
  '0101_questionnaire_request_order',
  '0200_packages',
  '0201_package_rating',
  '0202_package_cancel_reason',
  '0203_package_allocations_user',
  '0210_package_tallies',
  '0211_client_standing',
  '0212_packages_active_since',
  '0300_partners',
  '0301_identity_admin_accounts',
  '0400_meetings',
  '0401_meeting_no_show',
  '0402_meeting_booking',
  '0403_meeting_admin_list',
  '0404_meeting_history',
  '0405_meetings_client_newest',
  '0410_meeting_tallies',
  '0500_milestones',
  '0600_archive',
  '0700_dashboard_attention',
  '0800_person_keys',
  '0801_mail_log_without_content',
  '0802_person_key_tombstones',
  '0803_audit_filter_indexes',
  '1000_scheduling',
  '1100_calendar',
  '1200_invoicing',
  '1201_invoice_payments',
  '1202_datev_settings',
  '1300_payments',
];

const numberOf = (name: string) => Number(name.slice(0, 4));

/**
 * The migrations among `names` not numbered above every folded one of their module's range (the
 * hundred: packages 02xx), the baseline aside. Numbered among or below them, a new migration reads
 * as if it were part of the baseline, and a number reused beside a folded name is two migrations
 * of one number on a database that recorded the old one.
 */
export function numberedAmongFolded(names: readonly string[]): string[] {
  return names.filter((name) => {
    if (name === BASELINE) return false;
    const range = Math.floor(numberOf(name) / 100);
    const folded = foldedIntoBaseline.filter((f) => Math.floor(numberOf(f) / 100) === range).map(numberOf);
    return numberOf(name) <= Math.max(-1, ...folded);
  });
}

/** The last commit with those migrations as files: a database that ran only some of them updates there first. */
const LAST_WITH_FOLDED = '05aea9dbb9d0bb8f2a8e4f6f233b70e6c20599d5';

/**
 * A database made before the baseline records the folded migrations by name (`kysely_migration`);
 * Kysely would call them missing. Once it is checked to have run all of them, their names give way to
 * the baseline's, in one transaction under a table lock (two servers starting at once adopt it once).
 * A recorded name that is neither folded nor one of `current` (a newer version's migration, or another
 * branch's) stops it before anything changes, with the refusal `migrateToLatest` gives (server/db/schema-version.ts).
 */
export async function adoptBaseline(db: Db, current: readonly string[], version = PORTAL_VERSION): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const table = await sql<{ name: string | null }>`SELECT to_regclass('kysely_migration')::text AS name`.execute(tx);
    if (!table.rows[0]?.name) return;
    await sql`LOCK TABLE kysely_migration IN SHARE ROW EXCLUSIVE MODE`.execute(tx);
    const rows = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(tx);
    const ran = new Set(rows.rows.map((r) => r.name));
    if (!foldedIntoBaseline.some((name) => ran.has(name))) return;
    await refuseUnknownMigrations(tx, [...ran], current, foldedIntoBaseline, version);
    const missing = foldedIntoBaseline.filter((name) => !ran.has(name));
    if (missing.length > 0) {
      throw new Error(
        `Die Datenbank hat nicht alle Migrationen vor der Basis ausgeführt (es fehlen: ${missing.join(', ')}). ` +
          `Bitte starten Sie das Portal zuerst einmal in der Version ${LAST_WITH_FOLDED}, die sie nachholt, und dann diese.`,
      );
    }
    await sql`DELETE FROM kysely_migration WHERE name = ANY(${[...foldedIntoBaseline]})`.execute(tx);
    await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${BASELINE}, ${new Date().toISOString()})`.execute(
      tx,
    );
  });
}
