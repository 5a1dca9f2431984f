import type { z } from 'zod';
import { formSchema } from '../../lib/validation';
import { useAppForm } from './use-app-form';

/**
 * A form checked on submit with its contract schema (editing a field clears its message), whose
 * values go as typed to `send` (usually a mutation's `mutate`): the common case of `useAppForm`.
 */
export function useSchemaForm<S extends z.ZodType, F extends z.input<S>>(
  schema: S,
  defaultValues: F,
  send: (values: F) => void,
) {
  return useAppForm({
    defaultValues,
    validators: { onSubmit: formSchema(schema, defaultValues) },
    onSubmit: ({ value }) => send(value),
  });
}
