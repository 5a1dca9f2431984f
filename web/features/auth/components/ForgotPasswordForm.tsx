import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button as RACButton, Form } from 'react-aria-components';
import { forgotPasswordRequest, messages } from '../../../../modules/identity/contract';
import { requestPasswordReset } from '../../../api/auth';
import { fieldErrors, hasErrors, type FieldErrors } from '../../../lib/validation';
import { Button } from '../../../components/ui/Button';
import { Notice } from '../../../components/ui/Notice';
import { TextField } from '../../../components/ui/TextField';
import { toast } from '../../../components/ui/toast-queue';
import * as styles from './AuthScreen.css';

export const requestFailedText = 'Bei der Bearbeitung Ihrer Anfrage ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.';

/** 'Passwort vergessen?': the answer never reveals whether the account exists. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'email'>>({});
  const [live, setLive] = useState(false);
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: (message) => {
      setSentMessage(message ?? messages.forgotAccepted);
      toast.success('E-Mail gesendet');
    },
    onError: () => toast.error('Fehler', requestFailedText),
  });

  const validate = (value: string) => fieldErrors<'email'>(forgotPasswordRequest, { email: value });

  if (sentMessage) {
    return (
      <div className={styles.form}>
        <Notice tone="success">{sentMessage}</Notice>
        <RACButton className={styles.linkButton} onPress={onBack}>Zurück zur Anmeldung</RACButton>
      </div>
    );
  }

  return (
    <Form
      className={styles.form}
      aria-label="Passwort vergessen"
      onSubmit={(e) => {
        e.preventDefault();
        const found = validate(email);
        setErrors(found);
        if (hasErrors(found)) {
          setLive(true);
          return;
        }
        mutation.mutate(email.trim());
      }}
    >
      <TextField
        label="E-Mail"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(v) => {
          setEmail(v);
          if (live) setErrors(validate(v));
        }}
        error={errors.email}
      />
      <Button type="submit" fullWidth isPending={mutation.isPending}>Link zum Zurücksetzen senden</Button>
      <RACButton className={styles.linkButton} onPress={onBack}>Zurück zur Anmeldung</RACButton>
    </Form>
  );
}
