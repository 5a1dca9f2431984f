import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import { DialogActions, ModalDialog } from '../../../components/ui/ModalDialog';
import { Notice } from '../../../components/ui/Notice';
import { stack } from '../../../components/ui/layout.css';
import type { AccountDialogState, AccountForm } from './use-account-form';
import { AccountIdentityFields } from './AccountIdentityFields';

interface CreateAccountDialogProps<F extends { name: string; email: string }> {
  /** The button's text and the dialog's title ('Admin anlegen', 'Accelerator anlegen'). */
  action: string;
  subtitle: string;
  /** From `useAccountForm`; its form's name and e-mail are the dialog's first fields. */
  dialog: AccountDialogState & { form: AccountForm<F> };
  /** The fields after name and e-mail. */
  children: ReactNode;
}

/**
 * A create-account button and its dialog (admins, Acceleratoren): name and e-mail, the account's
 * own fields, the required-fields sentence and the server's refusal once above the buttons.
 */
export function CreateAccountDialog<F extends { name: string; email: string }>({
  action,
  subtitle,
  dialog,
  children,
}: CreateAccountDialogProps<F>) {
  const { form, open, setOpen, close, isPending, formError, serverError, onSubmit } = dialog;
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
          <AccountIdentityFields form={form} fields={{ name: 'name', email: 'email' }} />
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
