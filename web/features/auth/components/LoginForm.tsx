import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Button as RACButton, Form } from 'react-aria-components';
import { identityKeys, loginRequest } from '../../../../modules/identity/contract';
import { login } from '../../../api/auth';
import { isApiError } from '../../../api/errors';
import { handleApiError } from '../../../api/handle-error';
import { homePathFor } from '../../../auth/access';
import { useLiveForm } from '../../../lib/use-live-form';
import { fieldErrors } from '../../../lib/validation';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { toast } from '../../../components/ui/toast-queue';
import * as styles from './AuthScreen.css';

type Field = 'email' | 'password';

/** Spec 01 §9: the redirect by role follows 100 ms after a successful login. */
export const loginRedirectDelayMs = 100;

const validate = (v: Record<Field, string>) => fieldErrors<Field>(loginRequest, { username: v.email, password: v.password }, { username: 'email' });

export function LoginForm({ onForgot }: { onForgot: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { values, errors, update, check } = useLiveForm<Field>({ email: '', password: '' }, validate);

  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      queryClient.setQueryData(identityKeys.me, user);
      toast.success('Anmeldung erfolgreich');
      window.setTimeout(() => void navigate({ to: homePathFor(user.role), replace: true }), loginRedirectDelayMs);
    },
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

  return (
    <Form
      className={styles.form}
      aria-label="Anmelden"
      onSubmit={(e) => {
        e.preventDefault();
        if (!check()) return;
        mutation.mutate({ username: values.email.trim(), password: values.password });
      }}
    >
      <TextField label="E-Mail" type="email" name="email" autoComplete="username" value={values.email} onChange={update('email')} error={errors.email} />
      <TextField label="Passwort" type="password" name="password" autoComplete="current-password" value={values.password} onChange={update('password')} error={errors.password} />
      <div className={styles.row}>
        <RACButton className={styles.linkButton} onPress={onForgot}>Passwort vergessen?</RACButton>
      </div>
      <Button type="submit" fullWidth isPending={mutation.isPending}>
        {mutation.isPending ? 'Anmeldung läuft …' : 'Anmelden'}
      </Button>
    </Form>
  );
}
