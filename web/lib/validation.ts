import type { z } from 'zod';

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/**
 * Validates `values` with a contract schema and returns the first message per field, so forms
 * show exactly the contract's German texts. `rename` maps a schema field to a form field
 * (the login schema calls the e-mail `username`).
 */
export function fieldErrors<K extends string>(schema: z.ZodType, values: unknown, rename: Partial<Record<string, K>> = {}): FieldErrors<K> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors<K> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    const field = (rename[key] ?? key) as K;
    if (errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}
