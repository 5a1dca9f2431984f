import type { Config } from '../config';
import { sql } from 'kysely';
import type { AppContext } from '../context';
import { registerUser } from '../../modules/identity';
import { createProfile } from '../../modules/partners';
import { profileFieldsSchema } from '../../modules/partners/contract';
import { demoAdmin, demoClients, demoPartners, type DemoAccount } from './demo-accounts';
import { LEGAL_VERSIONS } from '../../lib/legal-versions';

/**
 * Seeds the demo firm into an empty database, through the same commands the portal uses, so the
 * demo is built from events like everything else. Returns the logins to print, or null if the
 * database already holds accounts.
 */
export async function seedDemo(ctx: AppContext): Promise<string[] | null> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM users`.execute(ctx.db);
  if ((rows[0]?.n ?? 0) > 0) return null;
  const meta = { actorId: null, actorRole: 'system', correlationId: 'demo-seed' };
  const create = (a: DemoAccount, role: 'admin' | 'partner') => registerUser(ctx, { ...a, role }, meta);
  await create(demoAdmin, 'admin');
  for (const p of demoPartners) {
    const user = await create(p, 'partner');
    // What the demo profile leaves out takes the contract's defaults: empty, active, no references.
    await createProfile(ctx, user.id, profileFieldsSchema.parse(p.profile), meta);
  }
  // The demo clients registered as clients do: agreeing to the texts in force.
  for (const c of demoClients) await registerUser(ctx, { ...c, role: 'user', acceptedTerms: LEGAL_VERSIONS }, meta);
  return demoLogins();
}

/** The lines `npm start` prints: the demo logins with their published passwords. */
export function demoLogins(): string[] {
  const line = (label: string, a: DemoAccount) => `  ${label.padEnd(22)} ${a.email.padEnd(36)} ${a.password}`;
  return [
    'Demo-Zugänge:',
    line('Administrator', demoAdmin),
    ...demoPartners.map((p) => line(`Accelerator ${p.name.split(' ')[0]}`, p)),
    ...demoClients.map((c) => line(`Klient ${c.name.split(' ')[0]}`, c)),
  ];
}

/**
 * Whether `npm start` seeds the demo firm: only on the embedded database, and never in production,
 * where the demo accounts' published passwords would be a way in.
 */
export function seedsDemo(config: Pick<Config, 'DATABASE_URL' | 'SEED_DEMO' | 'NODE_ENV'>): boolean {
  return !config.DATABASE_URL && config.SEED_DEMO !== 'never' && config.NODE_ENV !== 'production';
}

/**
 * What `npm start` seeds into an empty database, if anything: the demo firm's story (SEED_DEMO
 * `auto`, server/seed/README.md) or only the demo accounts (`accounts`: what the e2e suite and
 * the integration tests expect).
 */
export function demoSeedKind(
  config: Pick<Config, 'DATABASE_URL' | 'SEED_DEMO' | 'NODE_ENV'>,
): 'story' | 'accounts' | null {
  if (!seedsDemo(config)) return null;
  return config.SEED_DEMO === 'accounts' ? 'accounts' : 'story';
}
