import { useMutation } from '@tanstack/react-query';
import { Button as RACButton, Form } from 'react-aria-components';
import { mfaChallengeCodeRequest } from '../../../../modules/identity/contract';
import { verifySecondFactor } from '../../../api/second-step';
import { setFieldError, submitForm, useAppForm } from '../../../components/form/use-app-form';
import { Button } from '../../../components/ui/Button';
import { oneTimeCodeInput } from '../../../components/form/password-inputs';
import { useSignedIn } from './use-signed-in';
import { useSecondStepFailure } from './second-step-failure';
import * as styles from './AuthScreen.css';

/** The login's second step: the code from the authenticator app, or a recovery code. */
export function SecondStepForm({ challenge, onBack }: { challenge: string; onBack: () => void }) {
  const signedIn = useSignedIn();
  const failed = useSecondStepFailure(onBack);
  const mutation = useMutation({ mutationFn: (code: string) => verifySecondFactor(challenge, code) });
  const form = useAppForm({
    defaultValues: { challenge, code: '' },
    validators: { onSubmit: mfaChallengeCodeRequest },
    onSubmit: ({ value, formApi }) =>
      mutation.mutate(value.code.trim(), {
        onSuccess: signedIn,
        onError: (error) => failed(error, (message) => setFieldError(formApi, 'code', message)),
      }),
  });

  return (
    <Form className={styles.form} aria-label="Zweiter Schritt der Anmeldung" onSubmit={submitForm(form)}>
      <form.AppField name="code">
        {(field) => (
          <field.TextField
            {...oneTimeCodeInput}
            description="Der 6-stellige Code aus Ihrer Authenticator-App, oder einer Ihrer Wiederherstellungscodes."
            autoFocus
          />
        )}
      </form.AppField>
      <Button type="submit" fullWidth isPending={mutation.isPending}>
        {mutation.isPending ? 'Wird geprüft …' : 'Bestätigen'}
      </Button>
      <RACButton className={styles.linkButton} onPress={onBack}>
        Zurück zur Anmeldung
      </RACButton>
    </Form>
  );
}
