import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { messages, resetPassword as resetPasswordRule } from '../../../../modules/identity/contract';
import { resetPassword } from '../../../api/auth';
import { bodyMessage, isApiError } from '../../../api/errors';
import { useLiveForm } from '../../../lib/use-live-form';
import type { FieldErrors } from '../../../lib/validation';
import { Button } from '../../../components/ui/Button';
import { Notice } from '../../../components/ui/Notice';
import { TextField } from '../../../components/ui/TextField';
import { toast } from '../../../components/ui/toast-queue';
import { requestFailedText } from './ForgotPasswordForm';
import * as styles from './AuthScreen.css';

type Field = 'password' | 'confirm';

function validate(v: Record<Field, string>): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  const rule = resetPasswordRule.safeParse(v.password);
  if (!rule.success) errors.password = rule.error.issues[0]?.message;
  if (v.confirm !== v.password) errors.confirm = messages.passwordMismatch;
  return errors;
}

/** Shown with ?reset_token=… from the e-mail link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const { values, errors, update, check } = useLiveForm<Field>({ password: '', confirm: '' }, validate);
  const [serverError, setServerError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: (password: string) => resetPassword(token, password),
    onSuccess: () => {
      toast.success('Passwort zurückgesetzt', 'Sie können sich jetzt mit Ihrem neuen Passwort anmelden.');
      void navigate({ to: '/login', search: {}, replace: true });
    },
    onError: (error) => {
      setServerError(isApiError(error) && error.status === 400 ? (bodyMessage(error.data) ?? messages.resetTokenInvalid) : null);
      toast.error('Fehler', requestFailedText);
    },
  });

  return (
    <Form
      className={styles.form}
      aria-label="Passwort zurücksetzen"
      onSubmit={(e) => {
        e.preventDefault();
        if (!check()) return;
        setServerError(null);
        mutation.mutate(values.password);
      }}
    >
      {serverError ? <Notice tone="error">{serverError}</Notice> : null}
      <TextField
        label="Neues Passwort"
        type="password"
        name="new-password"
        autoComplete="new-password"
        description="Mindestens 8 Zeichen, mit Buchstaben und mindestens einer Zahl oder einem Sonderzeichen."
        value={values.password}
        onChange={update('password')}
        error={errors.password}
      />
      <TextField label="Passwort bestätigen" type="password" name="confirm-password" autoComplete="new-password" value={values.confirm} onChange={update('confirm')} error={errors.confirm} />
      <Button type="submit" fullWidth isPending={mutation.isPending}>Passwort zurücksetzen</Button>
    </Form>
  );
}
