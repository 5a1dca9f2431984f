import { useMutation } from '@tanstack/react-query';
import { Form } from 'react-aria-components';
import { changePasswordRequest } from '../../../../modules/identity/contract';
import { changePassword } from '../../../api/auth';
import { setFieldError, submitForm, useAppForm } from '../../../components/form/use-app-form';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { toast } from '../../../components/ui/toast-queue';
import { passwordInputs } from '../../../components/form/password-inputs';
import * as styles from './Account.css';
import { passwordChangeRefusal } from '../rules/password-change-refusal';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

const passwordFields: {
  name: keyof typeof empty;
  label: string;
  input: (typeof passwordInputs)[keyof typeof passwordInputs];
  description?: string;
}[] = [
  { name: 'currentPassword', label: 'Aktuelles Passwort', input: passwordInputs.current },
  { name: 'newPassword', label: 'Neues Passwort', input: passwordInputs.new, description: 'Mindestens 6 Zeichen.' },
  { name: 'confirmPassword', label: 'Neues Passwort bestätigen', input: passwordInputs.confirm },
];

export function ChangePasswordCard() {
  const mutation = useMutation({ mutationFn: changePassword });

  // Validated on submit; editing a field clears that field's error only (TanStack drops a
  // field's submit error when it changes), the others stay until the next submit (spec 01 §5).
  const form = useAppForm({
    defaultValues: empty,
    validators: { onSubmit: changePasswordRequest },
    onSubmit: ({ value, formApi }) =>
      mutation.mutate(value, {
        onSuccess: () => {
          formApi.reset();
          toast.success('Passwort geändert', 'Ihr Passwort wurde erfolgreich geändert.');
        },
        onError: (error) => {
          const refusal = passwordChangeRefusal(error);
          if (refusal.kind === 'toast') return toast.error('Fehler', refusal.text);
          for (const [name, message] of refusal.errors) setFieldError(formApi, name, message);
        },
      }),
  });

  return (
    <Card title="Passwort ändern" subtitle="Nach der Änderung bleiben Sie angemeldet." testId="change-password">
      <Form className={styles.form} aria-label="Passwort ändern" onSubmit={submitForm(form)}>
        {passwordFields.map((f) => (
          <form.AppField key={f.name} name={f.name}>
            {(field) => <field.TextField label={f.label} {...f.input} description={f.description} />}
          </form.AppField>
        ))}
        <div className={styles.actions}>
          <Button type="submit" isPending={mutation.isPending}>
            Passwort ändern
          </Button>
        </div>
      </Form>
    </Card>
  );
}
