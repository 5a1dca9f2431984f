import { useState } from 'react';
import { hasErrors, type FieldErrors } from './validation';

/**
 * A small form's values and messages. After the first submit that shows an error, every change
 * validates again (spec 01 §5), so a message disappears as soon as the field is right.
 */
export function useLiveForm<F extends string>(initial: Record<F, string>, validate: (values: Record<F, string>) => FieldErrors<F>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [live, setLive] = useState(false);

  const update = (field: F) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (live) setErrors(validate(next));
  };
  /** Validates every field; true when the form may be sent. */
  const check = (): boolean => {
    const found = validate(values);
    setErrors(found);
    if (!hasErrors(found)) return true;
    setLive(true);
    return false;
  };
  return { values, errors, update, check };
}
