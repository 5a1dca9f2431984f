import { revalidateLogic, useStore } from '@tanstack/react-form';
import { useMutation, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { submitForm, useAppForm } from '../../../components/form/use-app-form';
import { toast } from '../../../components/ui/toast-queue';
import { firstFormMessage, formErrors, type FieldErrors } from '../../../lib/validation';

interface AccountCheck<B> {
  body: B | null;
  /** The required-fields sentence, shown once above the buttons. */
  formError: string | null;
  fieldErrors: FieldErrors;
}

interface AccountFormOptions<F, B, R> {
  empty: F;
  /** The form's rules on the contract schema (pure, unit-tested). */
  check: (form: F) => AccountCheck<B>;
  create: (body: B) => Promise<R>;
  /** The lists the new account joins, refreshed after a success (the mutation's meta). */
  invalidates: readonly QueryKey[];
  onCreated: (result: R) => void;
  /** The toast's title and the text under it (and in the dialog) when the server refuses. */
  failedTitle: string;
  failureText: (error: unknown) => string;
}

/**
 * A create-account dialog (admin or Accelerator) as a TanStack form: checked on submit, then on
 * every keystroke; the server's refusal stands in the dialog until a field changes; closing
 * empties the form.
 */
export function useAccountForm<F extends object, B, R>({
  empty,
  check,
  create,
  invalidates,
  onCreated,
  failedTitle,
  failureText,
}: AccountFormOptions<F, B, R>) {
  const [open, setOpen] = useState(false);
  const mutation = useMutation({ mutationFn: create, meta: { invalidates } });
  const form = useAppForm({
    defaultValues: empty,
    validationLogic: revalidateLogic(),
    validators: {
      onDynamic: ({ value }) => {
        const result = check(value);
        return formErrors(result.fieldErrors, result.formError);
      },
    },
    listeners: { onChange: () => (mutation.isError ? mutation.reset() : undefined) },
    onSubmit: ({ value }) => {
      const body = check(value).body;
      if (!body) return;
      mutation.mutate(body, {
        onSuccess: (result) => {
          onCreated(result);
          close();
        },
        onError: (error) => toast.error(failedTitle, failureText(error)),
      });
    },
  });
  const close = () => {
    setOpen(false);
    form.reset();
    mutation.reset();
  };
  const formError = useStore(form.store, (state) => firstFormMessage(state.errors));
  const serverError = mutation.isError ? failureText(mutation.error) : null;
  const dialog = {
    // The dialog puts the name and e-mail fields first.
    form,
    open,
    setOpen,
    close,
    isPending: mutation.isPending,
    formError,
    serverError,
    onSubmit: submitForm(form),
  };
  return { form, dialog };
}

/** What `<CreateAccountDialog>` needs besides the form: open state, pending state, the two messages, submit. */
export interface AccountDialogState {
  open: boolean;
  setOpen: (open: boolean) => void;
  close: () => void;
  isPending: boolean;
  formError: string | undefined;
  serverError: string | null;
  onSubmit: ReturnType<typeof submitForm>;
}

/** The form `useAccountForm` gives for the values `F`. */
export type AccountForm<F extends object> = ReturnType<typeof useAccountForm<F, unknown, unknown>>['form'];
