import { useMutation, type MutationMeta } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { useSchemaForm } from './use-schema-form';

/**
 * A form in a dialog whose write closes it once it succeeded (a failure keeps the dialog and what
 * was typed, the error toast says why): the open state, the mutation (`meta` declares its toasts
 * and the keys it makes stale) and the schema-checked form. `dialog` is what `FormDialogButton`
 * takes for them; `open` lets a dialog load what it shows only while it is open.
 */
export function useDialogForm<S extends z.ZodType, F extends z.input<S>>(
  schema: S,
  initial: F,
  write: { run: (values: F) => Promise<unknown>; meta: MutationMeta },
) {
  const [open, setOpen] = useState(false);
  const mutation = useMutation({ mutationFn: write.run, meta: write.meta, onSuccess: () => setOpen(false) });
  const form = useSchemaForm(schema, initial, (values) => mutation.mutate(values));
  return { form, open, dialog: { open, onOpenChange: setOpen, form, isPending: mutation.isPending } };
}
