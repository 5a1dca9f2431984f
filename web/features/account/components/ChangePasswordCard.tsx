import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { changePasswordRequest, messages } from '../../../../modules/identity/contract';
import { changePassword } from '../../../api/auth';
import { bodyFieldErrors, isApiError } from '../../../api/errors';
import { fieldErrors, hasErrors, type FieldErrors } from '../../../lib/validation';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { TextField } from '../../../components/ui/TextField';
import { toast } from '../../../components/ui/toast-queue';
import * as styles from './Account.css';
import { isWrongCurrentPassword } from '../rules/wrong-password';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const empty: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordCard() {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      setValues(empty);
      toast.success('Passwort geändert', 'Ihr Passwort wurde erfolgreich geändert.');
    },
    onError: (error) => {
      if (isWrongCurrentPassword(error)) {
        setErrors({ currentPassword: messages.currentPasswordWrong });
        return;
      }
      const fromServer = isApiError(error) ? bodyFieldErrors(error.data) : {};
      if (hasErrors(fromServer)) setErrors(fromServer as FieldErrors<Field>);
      else toast.error('Fehler', 'Das Passwort konnte nicht geändert werden. Bitte versuchen Sie es erneut.');
    },
  });

  // Editing a field clears that field's error only.
  const update = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  return (
    <Card title="Passwort ändern" subtitle="Nach der Änderung bleiben Sie angemeldet." testId="change-password">
      <Form
        className={styles.form}
        aria-label="Passwort ändern"
        onSubmit={(e) => {
          e.preventDefault();
          const found = fieldErrors<Field>(changePasswordRequest, values);
          setErrors(found);
          if (!hasErrors(found)) mutation.mutate(values);
        }}
      >
        <TextField label="Aktuelles Passwort" type="password" name="current-password" autoComplete="current-password" value={values.currentPassword} onChange={update('currentPassword')} error={errors.currentPassword} />
        <TextField label="Neues Passwort" type="password" name="new-password" autoComplete="new-password" description="Mindestens 6 Zeichen." value={values.newPassword} onChange={update('newPassword')} error={errors.newPassword} />
        <TextField label="Neues Passwort bestätigen" type="password" name="confirm-password" autoComplete="new-password" value={values.confirmPassword} onChange={update('confirmPassword')} error={errors.confirmPassword} />
        <div className={styles.actions}>
          <Button type="submit" isPending={mutation.isPending}>Passwort ändern</Button>
        </div>
      </Form>
    </Card>
  );
}
