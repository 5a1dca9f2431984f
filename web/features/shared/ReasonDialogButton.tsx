import { useMutation, type MutationMeta } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import type { z } from 'zod';
import { submitForm, useAppForm } from '../../components/form/use-app-form';
import { formSchema } from '../../lib/validation';
import { Button } from '../../components/ui/Button';
import { DialogActions, ModalDialog } from '../../components/ui/ModalDialog';
import * as styles from '../meetings/components/PlanMeetingForm.css';

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
  const [open, setOpen] = useState(false);
  const mutation = useMutation({
    mutationFn: (values: { reason: string }) => props.run(values.reason),
    meta: props.meta,
    onSuccess: () => setOpen(false),
  });
  const form = useAppForm({
    defaultValues: empty,
    validators: { onSubmit: formSchema(props.schema, empty) },
    onSubmit: ({ value }) => mutation.mutate(value),
  });
  const close = () => setOpen(false);

  return (
    <>
      <Button
        variant="secondary"
        onPress={() => {
          form.reset();
          setOpen(true);
        }}
      >
        {props.label}
      </Button>
      <ModalDialog
        title={props.title}
        subtitle={props.subtitle}
        size="sm"
        isOpen={open}
        onOpenChange={setOpen}
        isBusy={mutation.isPending}
      >
        <Form className={styles.form} aria-label={props.title} onSubmit={submitForm(form)}>
          {props.children}
          <form.AppField name="reason">
            {(field) => <field.TextAreaField label="Grund" rows={3} isRequired />}
          </form.AppField>
          <DialogActions>
            <Button variant="secondary" onPress={close} isDisabled={mutation.isPending}>
              Abbrechen
            </Button>
            <Button type="submit" variant="danger" isPending={mutation.isPending}>
              {props.confirmLabel}
            </Button>
          </DialogActions>
          {props.alternative?.(close)}
        </Form>
      </ModalDialog>
    </>
  );
}
