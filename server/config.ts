import { z } from 'zod';
import path from 'node:path';
import { impressumAnswer, impressumEnvName, impressumFrom, type Impressum } from '../lib/impressum';

// The Impressum's details, one optional variable each (IMPRESSUM_COMPANY, …, IMPRESSUM_VAT_ID): the
// details and their names are listed once, in lib/impressum.ts.
const impressumVariables = Object.fromEntries(
  impressumAnswer.keyType.options.map((field) => [impressumEnvName(field), z.string().optional()]),
) as Record<`IMPRESSUM_${string}`, z.ZodOptional<z.ZodString>>;

// Every environment variable the portal reads, validated once at start-up.
const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('.data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().default(54329),
  SMTP_URL: z.string().optional(),
  // The sender's address only: the name shown beside it is the firm's (jobs/firm-sender.ts).
  MAIL_FROM: z
    .email({ error: 'nur die Absenderadresse, z. B. kontakt@firma.de (der Name kommt aus den Firmendaten)' })
    .optional(),
  PUBLIC_URL: z.string().url().optional(),
  PRODUCT_NAME: z.string().min(1).default('Potenzialanalyse'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['auto', 'accounts', 'never']).default('auto'),
  WEB_DIST: z.string().default('dist/web'),
  AUTH_IP_LIMIT: z.coerce.number().int().min(1).default(30),
  // The longest a session lives after sign-in, however often it is used (sliding renewal stops there).
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  // Roles that must sign in with a second factor (comma-separated, e.g. `admin`); unset: optional
  // for everyone, so scripts and tests sign in with a password alone.
  MFA_REQUIRED_ROLES: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((r) => r.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(['admin', 'partner', 'user'], { error: 'erlaubt: admin, partner, user' }))),
  // Which proxies may name the client's address in X-Forwarded-For: see trustedProxies below.
  TRUST_PROXY: z.string().optional(),
  // Who may read /api/docs and /api/openapi.json: everyone, admins, or nobody. Unset: admins in
  // production (the API's map helps an attacker more than a client), everyone elsewhere.
  API_DOCS: z.enum(['public', 'admin', 'off']).optional(),
  // How long a job may run before another instance takes it over (after a crash): jobs/boss.ts.
  JOB_EXPIRE_SECONDS: z.coerce.number().int().min(1).default(900),
  // Where the nightly backup and the erasure ledger are written (default DATA_DIR/backups), and the
  // passphrase that encrypts the backups (unset: plain gzip; the ledger holds ids only and is never
  // encrypted). server/backup/README.md.
  BACKUP_DIR: z.string().optional(),
  BACKUP_KEY: z.string().min(16, { error: 'mindestens 16 Zeichen' }).optional(),
  // Reading the Accelerators' own calendars (issue 34): `true` also reads private and loopback
  // addresses and plain http (an intranet Nextcloud; the tests). Unset: https to public addresses only.
  CALENDAR_ALLOW_PRIVATE_HOSTS: z
    .enum(['true', 'false'], { error: 'erlaubt: true, false' })
    .default('false')
    .transform((v) => v === 'true'),
  // The Jitsi Meet server whose rooms online meetings get, one per meeting (issue 34; no account needed).
  VIDEO_ROOM_BASE_URL: z
    .string()
    .url({ error: 'keine URL' })
    .refine((v) => /^https?:\/\//.test(v), { error: 'nur http(s)' })
    .default('https://meet.jit.si')
    .transform((v) => v.replace(/\/+$/, '')),
  // Bearer token for GET /metrics (Prometheus); unset: /metrics is off.
  METRICS_TOKEN: z.string().min(16, { error: 'mindestens 16 Zeichen' }).optional(),
  ...impressumVariables,
});

/** `false`, a number of proxy hops, or the proxies' addresses (IPs or CIDR ranges). */
export type TrustedProxies = false | number | string[];

export type Config = z.infer<typeof schema> & {
  publicUrl: string;
  /** SESSION_MAX_DAYS in milliseconds. */
  sessionMaxAgeMs: number;
  dataDir: string;
  webDist: string;
  impressum: Impressum;
  trustProxy: TrustedProxies;
  backupDir: string;
  apiDocs: 'public' | 'admin' | 'off';
  /** MAIL_FROM, else `no-reply@` the host of PUBLIC_URL (see `defaultMailFrom`). */
  mailFrom: string;
};

/**
 * Unset MAIL_FROM: `no-reply@` the portal's own domain, the one the firm's mail setup (SPF, DKIM)
 * most likely covers. A local address (localhost, an IP, a name without a dot) is no domain a
 * mail can come from; the demo then uses the reserved `kundenportal.example` (RFC 2606), which
 * no mail server accepts as real, rather than `localhost`.
 */
function defaultMailFrom(publicUrl: string): string {
  const host = new URL(publicUrl).hostname;
  const domain = host.includes('.') && !/^[\d.]+$/.test(host) && !host.startsWith('[');
  return `no-reply@${domain ? host : 'kundenportal.example'}`;
}

/**
 * X-Forwarded-For is written by whoever sends the request, so only the entries added by our own
 * proxies count. Unset: one hop in production (the compose file's one balancer), none elsewhere.
 * `true` (trust every hop, i.e. the left-most, client-written entry) is refused.
 */
function trustedProxies(value: string | undefined, production: boolean): TrustedProxies {
  const v = value?.trim();
  if (v === undefined || v === '') return production ? 1 : false;
  if (v === 'false' || v === '0') return false;
  if (/^\d+$/.test(v)) return Number(v);
  if (v === 'true')
    throw new Error(
      'Ungültige Konfiguration:\n  TRUST_PROXY: „true“ vertraute jeder vom Client geschriebenen Adresse; bitte die Zahl der Proxys oder ihre Adressen angeben.',
    );
  const list = v
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  const bad = list.filter(
    (x) => !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(x) && !['loopback', 'linklocal', 'uniquelocal'].includes(x),
  );
  if (bad.length > 0)
    throw new Error(`Ungültige Konfiguration:\n  TRUST_PROXY: keine IP-Adresse oder kein Bereich: ${bad.join(', ')}`);
  return list;
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<z.input<typeof schema>> = {},
): Config {
  const parsed = schema.safeParse({ ...env, ...overrides });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Ungültige Konfiguration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const publicUrl = c.PUBLIC_URL ?? `http://${c.HOST === '0.0.0.0' ? 'localhost' : c.HOST}:${c.PORT}`;
  return {
    ...c,
    publicUrl,
    mailFrom: c.MAIL_FROM ?? defaultMailFrom(publicUrl),
    sessionMaxAgeMs: c.SESSION_MAX_DAYS * 24 * 60 * 60 * 1000,
    dataDir: path.resolve(c.DATA_DIR),
    webDist: path.resolve(c.WEB_DIST),
    backupDir: path.resolve(c.BACKUP_DIR ?? path.join(c.DATA_DIR, 'backups')),
    trustProxy: trustedProxies(c.TRUST_PROXY, c.NODE_ENV === 'production'),
    apiDocs: c.API_DOCS ?? (c.NODE_ENV === 'production' ? 'admin' : 'public'),
    impressum: impressumFrom(c),
  };
}
