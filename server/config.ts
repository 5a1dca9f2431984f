import { z } from 'zod';
import path from 'node:path';

// Every environment variable the portal reads, validated once at start-up.
const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('.data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().default(54329),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Coaching Portal <no-reply@localhost>'),
  PUBLIC_URL: z.string().url().optional(),
  PRODUCT_NAME: z.string().min(1).default('Potenzialanalyse'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
  WEB_DIST: z.string().default('dist/web'),
  AUTH_IP_LIMIT: z.coerce.number().int().min(1).default(30),
  // How long a job may run before another instance takes it over (after a crash): jobs/boss.ts.
  JOB_EXPIRE_SECONDS: z.coerce.number().int().min(1).default(900),
  IMPRESSUM_COMPANY: z.string().optional(),
  IMPRESSUM_ADDRESS: z.string().optional(),
  IMPRESSUM_REPRESENTATIVE: z.string().optional(),
  IMPRESSUM_EMAIL: z.string().optional(),
  IMPRESSUM_PHONE: z.string().optional(),
  IMPRESSUM_REGISTER: z.string().optional(),
  IMPRESSUM_VAT_ID: z.string().optional(),
});

export interface Impressum {
  company: string | null;
  address: string | null;
  representative: string | null;
  email: string | null;
  phone: string | null;
  register: string | null;
  vatId: string | null;
}

export type Config = z.infer<typeof schema> & { publicUrl: string; dataDir: string; webDist: string; impressum: Impressum };

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<z.input<typeof schema>> = {}): Config {
  const parsed = schema.safeParse({ ...env, ...overrides });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Ungültige Konfiguration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    ...c,
    publicUrl: c.PUBLIC_URL ?? `http://${c.HOST === '0.0.0.0' ? 'localhost' : c.HOST}:${c.PORT}`,
    dataDir: path.resolve(c.DATA_DIR),
    webDist: path.resolve(c.WEB_DIST),
    impressum: {
      company: c.IMPRESSUM_COMPANY ?? null,
      address: c.IMPRESSUM_ADDRESS ?? null,
      representative: c.IMPRESSUM_REPRESENTATIVE ?? null,
      email: c.IMPRESSUM_EMAIL ?? null,
      phone: c.IMPRESSUM_PHONE ?? null,
      register: c.IMPRESSUM_REGISTER ?? null,
      vatId: c.IMPRESSUM_VAT_ID ?? null,
    },
  };
}
