import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import { DialogActions, ModalDialog } from '../../../components/ui/ModalDialog';
import { Notice } from '../../../components/ui/Notice';
import { stack } from '../../../components/ui/layout.css';
import type { AccountDialogState } from './use-account-form';

interface CreateAccountDialogProps {
  /** The button's text and the dialog's title ('Admin anlegen', 'Accelerator anlegen'). */
  action: string;
  subtitle: string;
  dialog: AccountDialogState;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * A create-account button and its dialog (admins, Acceleratoren): the fields, the required-fields
 * sentence and the server's refusal once above the buttons.
 */
export function CreateAccountDialog({ action, subtitle, dialog, children }: CreateAccountDialogProps) {
  const { open, setOpen, close, isPending, formError, serverError, onSubmit } = dialog;
  return (
    <>
      <Button onPress={() => setOpen(true)}>{action}</Button>
      <ModalDialog
        title={action}
        subtitle={subtitle}
        isOpen={open}
        onOpenChange={(o) => (o ? setOpen(true) : close())}
        isBusy={isPending}
      >
        <form className={stack.lg} onSubmit={onSubmit} noValidate>
          {children}
          {formError ? <Notice tone="error">{formError}</Notice> : null}
          {serverError ? <Notice tone="error">{serverError}</Notice> : null}
          <DialogActions>
            <Button variant="secondary" onPress={close} isDisabled={isPending}>
              Abbrechen
            </Button>
            <Button type="submit" isDisabled={isPending}>
              {isPending ? 'Wird angelegt …' : action}
            </Button>
          </DialogActions>
        </form>
      </ModalDialog>
    </>
  );
}
