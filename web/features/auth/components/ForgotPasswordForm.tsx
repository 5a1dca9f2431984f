import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useMutation } from '@tanstack/react-query';
import { Button as RACButton, Form } from 'react-aria-components';
import { forgotPasswordRequest, messages } from '../../../../modules/identity/contract';
import { requestPasswordReset } from '../../../api/auth';
import { submitForm } from '../../../components/form/field-props';
import { Button } from '../../../components/ui/Button';
import { Notice } from '../../../components/ui/Notice';
import { toast } from '../../../components/ui/toast-queue';
import { EmailField } from './EmailField';
import { requestFailedText } from './reset-refusal';
import * as styles from './AuthScreen.css';

/** 'Passwort vergessen?': the answer never reveals whether the account exists. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const mutation = useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: () => toast.success('E-Mail gesendet'),
    onError: () => toast.error('Fehler', requestFailedText),
  });

  // Validated on submit, then live on every change (spec 01 §5).
  const form = useForm({
    defaultValues: { email: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: forgotPasswordRequest },
    onSubmit: ({ value }) => mutation.mutate(value.email.trim()),
  });

  if (mutation.isSuccess) {
    return (
      <div className={styles.form}>
        <Notice tone="success">{mutation.data ?? messages.forgotAccepted}</Notice>
        <RACButton className={styles.linkButton} onPress={onBack}>
          Zurück zur Anmeldung
        </RACButton>
      </div>
    );
  }

  return (
    <Form className={styles.form} aria-label="Passwort vergessen" onSubmit={submitForm(form)}>
      <form.Field name="email">{(field) => <EmailField field={field} autoComplete="email" />}</form.Field>
      <Button type="submit" fullWidth isPending={mutation.isPending}>
        Link zum Zurücksetzen senden
      </Button>
      <RACButton className={styles.linkButton} onPress={onBack}>
        Zurück zur Anmeldung
      </RACButton>
    </Form>
  );
}
