import { z } from 'zod';
import { impressumAnswer } from '../../lib/impressum';
import { roles } from '../../modules/identity/contract';

// The answers of the host's own routes (tag 'system': app.ts, http/debug-routes.ts), checked under
// test (http/answer-check.ts) and documented in the OpenAPI.

/** GET /api/health, 200 and 503 alike: the whole and each part. */
export const healthAnswer = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'down']),
  queue: z.enum(['ok', 'down', 'not started']),
  realtime: z.enum(['ok', 'reconnecting', 'not started']),
});

/** GET /api/config: what the web reads before anyone signs in (web/api/config.ts reads it leniently). */
export const configAnswer = z.object({
  productName: z.string(),
  productSlug: z.string(),
  impressum: impressumAnswer,
});

/** GET /api/safari-debug/test. */
export const probeAnswer = z.object({ ok: z.literal(true), time: z.string(), userAgent: z.string().nullable() });

/** GET /api/safari-debug/test-auth: the caller's own id and role, when their session arrived. */
export const authProbeAnswer = z.object({
  authenticated: z.boolean(),
  user: z.object({ id: z.string(), role: z.enum(roles) }).optional(),
});
