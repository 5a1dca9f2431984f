import type { AnyFormApi } from '@tanstack/react-form';
import type { ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../ui/Button';
import { DialogActions, ModalDialog } from '../ui/ModalDialog';
import { submitForm } from './field-props';
import { stack } from '../ui/layout.css';

interface FormDialogButtonProps {
  /** The button that opens the dialog. */
  label: string;
  variant?: 'primary' | 'secondary';
  title: string;
  subtitle?: string;
  size?: 'sm' | 'md';
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Emptied each time the dialog opens; the confirming button submits it. */
  form: AnyFormApi;
  isPending: boolean;
  confirmLabel: string;
  confirmVariant?: 'primary' | 'danger';
  /** The form's fields (and any sentence before them). */
  children: ReactNode;
  /** Below the buttons: another way out (it closes the dialog itself). */
  after?: ReactNode;
}

/** A button that opens a dialog with a form: fresh each time, „Abbrechen“ and the confirming button. */
export function FormDialogButton(props: FormDialogButtonProps) {
  const { form, isPending, onOpenChange } = props;
  return (
    <>
      <Button
        variant={props.variant ?? 'secondary'}
        onPress={() => {
          form.reset();
          onOpenChange(true);
        }}
      >
        {props.label}
      </Button>
      <ModalDialog
        title={props.title}
        subtitle={props.subtitle}
        size={props.size}
        isOpen={props.open}
        onOpenChange={onOpenChange}
        isBusy={isPending}
      >
        <Form className={stack.lg} aria-label={props.title} onSubmit={submitForm(form)}>
          {props.children}
          <DialogActions>
            <Button variant="secondary" onPress={() => onOpenChange(false)} isDisabled={isPending}>
              Abbrechen
            </Button>
            <Button type="submit" variant={props.confirmVariant ?? 'primary'} isPending={isPending}>
              {props.confirmLabel}
            </Button>
          </DialogActions>
          {props.after}
        </Form>
      </ModalDialog>
    </>
  );
}
