import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import type { AnyFormApi } from '@tanstack/react-form';
import { formErrors, type FieldErrors } from '../../lib/validation';
import { useAppForm } from './use-app-form';
import { writeMeta } from '../../api/query-meta';

/** What a form's check gives: the body the server takes, or German messages per field. */
export type FormCheck<Body> = { ok: true; body: Body } | { ok: false; errors: FieldErrors };

interface SavedFormOptions<Values, Body, Answer> {
  initial: () => Values;
  check: (values: Values) => FormCheck<Body>;
  save: (body: Body) => Promise<Answer>;
  /** The query the answer replaces (the saved settings as the server now holds them). */
  queryKey: QueryKey;
  /** Defaults to `[queryKey]`. */
  invalidates?: QueryKey[];
  messages: { saved: string; saveFailed: string };
  /** The form's values after a save; null keeps what is typed. */
  valuesOf: (answer: Answer) => Values | null;
  /** The server's messages per field onto the form's fields (else the toast alone tells it). */
  onServerError?: (form: AnyFormApi, error: unknown) => void;
}

/**
 * One form that saves a thing the server keeps (settings, firm data, an address): checked on
 * submit with German messages per field, saved once, the answer put into the cache and the form's
 * defaults, toasts from the mutation's meta. Every settings card used to write this out.
 */
export function useSavedForm<Values, Body, Answer>(options: SavedFormOptions<Values, Body, Answer>) {
  const queryClient = useQueryClient();
  const [defaultValues, keepSaved] = useSavedDefaults(options.initial);
  const save = useMutation({
    mutationFn: options.save,
    meta: writeMeta(options.messages.saved, options.messages.saveFailed, options.invalidates ?? [options.queryKey]),
    onSuccess: (answer) => {
      queryClient.setQueryData(options.queryKey, answer);
      const saved = options.valuesOf(answer);
      if (saved) keepSaved(form, saved);
    },
    onError: (error) => options.onServerError?.(form as unknown as AnyFormApi, error),
  });
  const form = useAppForm({
    defaultValues,
    validators: {
      onSubmit: ({ value }) => {
        const result = options.check(value);
        return result.ok ? undefined : formErrors(result.errors);
      },
    },
    onSubmit: ({ value }) => {
      const result = options.check(value);
      if (result.ok) save.mutate(result.body);
    },
  });
  return { form, save };
}

/**
 * A form's starting values that follow what was saved. TanStack's `useForm` resets a form to its
 * `defaultValues` when they change between renders, so after a save the saved values must become
 * the defaults too, or the form jumps back to the first values on the next render.
 */
function useSavedDefaults<T>(initial: () => T): [T, (form: { reset: (values: T) => void }, saved: T) => void] {
  const [defaults, setDefaults] = useState(initial);
  const keep = (form: { reset: (values: T) => void }, saved: T) => {
    setDefaults(saved);
    form.reset(saved);
  };
  return [defaults, keep];
}
