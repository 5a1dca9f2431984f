import { z } from 'zod';

// Isomorphic: the operator's legal details (Impressum, § 5 DDG). The server reads each from the
// environment (`IMPRESSUM_COMPANY`, …, `IMPRESSUM_VAT_ID`) and answers them on GET /api/config.

export const impressumFields = ['company', 'address', 'representative', 'email', 'phone', 'register', 'vatId'] as const;
type ImpressumField = (typeof impressumFields)[number];

/** Each detail, or null where the operator has not set it (as GET /api/config answers it). */
export const impressumAnswer = z.record(z.enum(impressumFields), z.string().nullable());
export type Impressum = z.infer<typeof impressumAnswer>;

/** `vatId` -> `IMPRESSUM_VAT_ID`. */
export const impressumEnvName = (field: ImpressumField): string =>
  `IMPRESSUM_${field.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;

/** The details from the environment. */
export function impressumFrom(env: Record<string, unknown>): Impressum {
  const detail = (f: ImpressumField) => {
    const value = env[impressumEnvName(f)];
    return typeof value === 'string' ? value : null;
  };
  return Object.fromEntries(impressumFields.map((f) => [f, detail(f)])) as Impressum;
}
