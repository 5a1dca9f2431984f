import type { AnyFormApi } from '@tanstack/react-form';
import type { ReactNode } from 'react';
import { submitForm } from './field-props';
import { SubmitRow } from './SubmitRow';

interface SaveFormProps {
  /** The form's accessible name. */
  label: string;
  /** The form and its save (what `useSavedForm` answers). */
  of: { form: AnyFormApi; save: { isPending: boolean } };
  className: string;
  submitLabel?: string;
  children: ReactNode;
}

/** A form that saves a thing the server keeps (`useSavedForm`): its fields, then one save button at the end. */
export function SaveForm({ label, of: { form, save }, className, submitLabel = 'Speichern', children }: SaveFormProps) {
  return (
    <form className={className} onSubmit={submitForm(form)} noValidate aria-label={label}>
      {children}
      <SubmitRow isPending={save.isPending}>{submitLabel}</SubmitRow>
    </form>
  );
}
