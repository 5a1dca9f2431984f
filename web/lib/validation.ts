import type { StandardSchemaV1 } from '@tanstack/react-form';
import type { z } from 'zod';

// How a form's validation results reach TanStack Form (components/form/use-app-form.tsx): the
// contract's zod schemas give the German messages, one per field, under TanStack's field names.

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/**
 * A contract schema as the validator of a form whose values it accepts (`values` only checks
 * that, at compile time). Contract inputs are wider than a form's (optional, nullable fields),
 * which TanStack Form's types would otherwise refuse.
 */
export function formSchema<S extends z.ZodType, F extends z.input<S>>(
  schema: S,
  _values: F,
): StandardSchemaV1<F, z.output<S>> {
  return schema as unknown as StandardSchemaV1<F, z.output<S>>;
}

/** A zod issue path as a TanStack field name: ['expertise', 0, 'title'] -> 'expertise[0].title'. */
export function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (name, key) => (typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key)),
    '',
  );
}

/**
 * Validates `values` with a contract schema and returns the first message per field, so forms
 * show exactly the contract's German texts. `rename` maps a schema field to a form field.
 */
export function fieldErrors<K extends string>(
  schema: z.ZodType,
  values: unknown,
  rename: Partial<Record<string, K>> = {},
): FieldErrors<K> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors<K> = {};
  for (const issue of result.error.issues) {
    const key = fieldName(issue.path);
    const field = (rename[key] ?? key) as K;
    if (errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/**
 * A TanStack form validator's answer: `form` is the sentence above the buttons, `fields` the
 * message per field; undefined when nothing is wrong (then the form may be sent).
 */
export function formErrors(
  fields: FieldErrors,
  form?: string | null,
): { form?: string; fields: Record<string, string> } | undefined {
  const present = Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => Boolean(e[1])));
  if (!form && Object.keys(present).length === 0) return undefined;
  return { ...(form ? { form } : {}), fields: present };
}

/** The first message among a field's errors: our validators give strings, schemas give issues. */
export function firstMessage(errors: readonly unknown[] | undefined): string | undefined {
  for (const error of errors ?? []) {
    if (typeof error === 'string' && error) return error;
    if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string')
      return error.message;
  }
  return undefined;
}

/** The form's own sentence (a string from a form validator); per-field maps are not it. */
export function firstFormMessage(errors: readonly unknown[] | undefined): string | undefined {
  return (errors ?? []).find((e): e is string => typeof e === 'string' && e !== '');
}
