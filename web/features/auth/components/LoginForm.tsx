import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useMutation } from '@tanstack/react-query';
import { Button as RACButton, Form } from 'react-aria-components';
import { loginRequest, type SecondStep } from '../../../../modules/identity/contract';
import { login } from '../../../api/auth';
import { isApiError } from '../../../api/errors';
import { handleApiError } from '../../../api/handle-error';
import { submitForm, textFieldProps } from '../../../components/form/field-props';
import { TextField } from '../../../components/ui/TextField';
import { Button } from '../../../components/ui/Button';
import { toast } from '../../../components/ui/toast-queue';
import { passwordInputs } from '../../../components/form/password-inputs';
import { EmailField } from './EmailField';
import { useSignedIn } from './use-signed-in';
import * as styles from './AuthScreen.css';

interface LoginFormProps {
  onForgot: () => void;
  /** Two-factor sign-in: the password was right, a code (or the setup) comes next. */
  onSecondStep: (step: SecondStep) => void;
}

export function LoginForm({ onForgot, onSecondStep }: LoginFormProps) {
  const signedIn = useSignedIn();

  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (answer) => ('mfa' in answer ? onSecondStep(answer) : signedIn(answer)),
    onError: (error) => {
      if (isApiError(error) && (error.status === 401 || error.status === 400)) {
        toast.error('Fehler bei der Anmeldung', 'Ungültige E-Mail oder Passwort. Bitte versuchen Sie es erneut.');
      } else if (isApiError(error) && error.status === 429) {
        toast.error('Authentifizierungsfehler', error.message);
      } else {
        handleApiError(error);
      }
    },
  });

  // The contract's field is `username` (spec 01 §7); the user sees and types an e-mail address.
  // Validated on submit, then live on every change (spec 01 §5).
  const form = useForm({
    defaultValues: { username: '', password: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: loginRequest },
    onSubmit: ({ value }) => mutation.mutate({ username: value.username.trim(), password: value.password }),
  });

  return (
    <Form className={styles.form} aria-label="Anmelden" onSubmit={submitForm(form)}>
      <form.Field name="username">{(field) => <EmailField field={field} autoComplete="username" />}</form.Field>
      <form.Field name="password">
        {(field) => (
          <TextField label="Passwort" {...passwordInputs.current} name="password" {...textFieldProps(field)} />
        )}
      </form.Field>
      <div className={styles.row}>
        <RACButton className={styles.linkButton} onPress={onForgot}>
          Passwort vergessen?
        </RACButton>
      </div>
      <Button type="submit" fullWidth isPending={mutation.isPending}>
        {mutation.isPending ? 'Anmeldung läuft …' : 'Anmelden'}
      </Button>
    </Form>
  );
}
