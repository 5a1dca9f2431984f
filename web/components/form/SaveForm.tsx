import type { AnyFormApi } from '@tanstack/react-form';
import type { ReactNode } from 'react';
import { Button } from '../ui/Button';
import { endActions } from '../ui/layout.css';
import { submitForm } from './field-props';

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
      <div className={endActions}>
        <Button type="submit" isPending={save.isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
