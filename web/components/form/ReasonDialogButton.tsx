import type { MutationMeta } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { FormDialogButton } from './FormDialogButton';
import { useDialogForm } from './use-dialog-form';

const empty = { reason: '' };

interface ReasonDialogButtonProps {
  /** the button that opens the dialog, and the dialog's title */
  label: string;
  title: string;
  subtitle?: string;
  /** what happens when confirmed, in a sentence or two */
  children: ReactNode;
  confirmLabel: string;
  /** the contract's request schema: `reason` required, with its German message */
  schema: z.ZodType<{ reason: string }, { reason: string }>;
  run: (reason: string) => Promise<unknown>;
  meta: MutationMeta;
  /** another way out offered in the same dialog (it closes the dialog itself on success) */
  alternative?: (close: () => void) => ReactNode;
}

/**
 * A button opening a small dialog that asks why (a required reason) before an irreversible
 * step: a meeting that did not take place, a package cancelled.
 */
export function ReasonDialogButton(props: ReasonDialogButtonProps) {
  const { form, dialog } = useDialogForm(props.schema, empty, {
    run: (values) => props.run(values.reason),
    meta: props.meta,
  });
  const close = () => dialog.onOpenChange(false);

  return (
    <FormDialogButton
      label={props.label}
      title={props.title}
      subtitle={props.subtitle}
      size="sm"
      {...dialog}
      confirmLabel={props.confirmLabel}
      confirmVariant="danger"
      after={props.alternative?.(close)}
    >
      {props.children}
      <form.AppField name="reason">
        {(field) => <field.TextAreaField label="Grund" rows={3} isRequired />}
      </form.AppField>
    </FormDialogButton>
  );
}
