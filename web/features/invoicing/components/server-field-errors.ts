import type { AnyFormApi } from '@tanstack/react-form';
import { bodyFieldErrors, isApiError } from '../../../api/errors';
import { setFieldError } from '../../../components/form/use-app-form';

/**
 * Puts the server's German messages (`errors: { 'address.city': … }`) on the form's fields of the
 * same names; answers whether any landed (else the toast alone tells it).
 */
export function showServerFieldErrors(form: AnyFormApi, error: unknown): boolean {
  const known = new Set(Object.keys(form.state.fieldMeta));
  const errors = Object.entries(isApiError(error) ? bodyFieldErrors(error.data) : {}).filter(([name]) =>
    known.has(name),
  );
  for (const [name, message] of errors) setFieldError(form, name, message);
  return errors.length > 0;
}
