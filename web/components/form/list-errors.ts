import { useStore, type AnyFormApi } from '@tanstack/react-form';
import { setFieldError } from './field-props';

// Forms with lists of rows (a profile's references, a week's time ranges): the messages of the
// rows' fields, named `list[index].field`.

/** Adding or removing a row shifts the rows the messages belong to, so the messages under `prefix` go. */
export function clearListErrors(form: AnyFormApi, prefix: string): void {
  for (const name of Object.keys(form.state.fieldMeta))
    if (name.startsWith(prefix)) setFieldError(form, name, undefined);
}

/** Whether a field of some row has a message (the form then says so beside its save button). */
export function useHasListErrors(form: AnyFormApi): boolean {
  return useStore(form.store, (state) =>
    Object.entries(state.fieldMeta).some(([name, meta]) => name.includes('[') && (meta?.errors.length ?? 0) > 0),
  );
}
