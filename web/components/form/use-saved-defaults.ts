import { useState } from 'react';

/**
 * A settings form's starting values that follow what was saved. TanStack's `useForm` resets a form
 * to its `defaultValues` when they change between renders, so after a save the saved values must
 * become the defaults too, or the form jumps back to the first values on the next render.
 * `keep(form, saved)` does both.
 */
export function useSavedDefaults<T>(initial: () => T): [T, (form: { reset: (values: T) => void }, saved: T) => void] {
  const [defaults, setDefaults] = useState(initial);
  const keep = (form: { reset: (values: T) => void }, saved: T) => {
    setDefaults(saved);
    form.reset(saved);
  };
  return [defaults, keep];
}
