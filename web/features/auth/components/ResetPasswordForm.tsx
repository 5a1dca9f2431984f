import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Button as RACButton, Form } from 'react-aria-components';
import { messages, resetPassword as resetPasswordRule } from '../../../../modules/identity/contract';
import { checkResetLink, resetPassword } from '../../../api/auth';
import { formErrors, type FieldErrors } from '../../../lib/validation';
import { submitForm, textFieldProps } from '../../../components/form/field-props';
import { TextField } from '../../../components/ui/TextField';
import { Button } from '../../../components/ui/Button';
import { Notice } from '../../../components/ui/Notice';
import { Spinner } from '../../../components/ui/Spinner';
import { toast } from '../../../components/ui/toast-queue';
import { requestNewLinkLabel, resetFailureText, resetRefusal } from './reset-refusal';
import { passwordInputs } from '../../../components/form/password-inputs';
import * as styles from './AuthScreen.css';

type Field = 'password' | 'confirm';

function validate(v: Record<Field, string>): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  const rule = resetPasswordRule.safeParse(v.password);
  if (!rule.success) errors.password = rule.error.issues[0]?.message;
  if (v.confirm !== v.password) errors.confirm = messages.passwordMismatch;
  return errors;
}

/**
 * Shown with ?reset_token=… from the e-mail link. The link is checked as the page opens, so a spent
 * one (used, expired, unknown) is told before a password is typed twice, with the offer of a new
 * link; a check that fails otherwise (no connection) shows the form, and the reset tells.
 */
export function ResetPasswordForm({ token, onRequestNewLink }: { token: string; onRequestNewLink: () => void }) {
  const navigate = useNavigate();
  // The token is a secret: kept only while this form shows, never cached for later.
  const check = useQuery({
    queryKey: ['reset-link', token],
    queryFn: () => checkResetLink(token),
    retry: false,
    gcTime: 0,
  });
  const mutation = useMutation({
    mutationFn: (password: string) => resetPassword(token, password),
    onSuccess: () => {
      toast.success('Passwort zurückgesetzt', 'Sie können sich jetzt mit Ihrem neuen Passwort anmelden.');
      void navigate({ to: '/login', search: {}, replace: true });
    },
    onError: (error) => toast.error('Fehler', resetFailureText(error)),
  });
  // A refusal (400) says why above the fields; a new attempt clears it.
  const refusal = resetRefusal(mutation.error) ?? resetRefusal(check.error);

  // Validated on submit, then live on every change (spec 01 §5).
  const form = useForm({
    defaultValues: { password: '', confirm: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: ({ value }) => formErrors(validate(value)) },
    onSubmit: ({ value }) => mutation.mutate(value.password),
  });

  if (check.isPending) return <Spinner label="Link wird geprüft …" />;
  return (
    <Form className={styles.form} aria-label="Passwort zurücksetzen" onSubmit={submitForm(form)}>
      {refusal ? <Notice tone="error">{refusal.message}</Notice> : null}
      {refusal?.offerNewLink ? (
        <RACButton className={styles.linkButton} onPress={onRequestNewLink}>
          {requestNewLinkLabel}
        </RACButton>
      ) : (
        <>
          <form.Field name="password">
            {(field) => (
              <TextField
                label="Neues Passwort"
                {...passwordInputs.new}
                description="Mindestens 8 Zeichen, mit Buchstaben und mindestens einer Zahl oder einem Sonderzeichen."
                {...textFieldProps(field)}
              />
            )}
          </form.Field>
          <form.Field name="confirm">
            {(field) => (
              <TextField label="Passwort bestätigen" {...passwordInputs.confirm} {...textFieldProps(field)} />
            )}
          </form.Field>
          <Button type="submit" fullWidth isPending={mutation.isPending}>
            Passwort zurücksetzen
          </Button>
        </>
      )}
    </Form>
  );
}
