import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { identityKeys, type User } from '../../../../../modules/identity/contract';
import { wizardTexts } from '../../../../../modules/onboarding/contract';
import { registerFromWizard } from '../../api/onboarding-account';
import { Button } from '../../../../components/ui/Button';
import { Notice } from '../../../../components/ui/Notice';
import { TextField } from '../../../../components/ui/TextField';
import { toast } from '../../../../components/ui/toast-queue';
import type { Wizard } from '../wizard/use-wizard';
import * as wizardStyles from '../wizard/Wizard.css';
import { canSubmitRegistration, minPasswordLength, validateRegistration, type RegistrationErrors } from './validate-registration';
import * as styles from './Account.css';

export const createAccountLabel = 'Konto erstellen';
const almostDoneText = 'Ihre Registrierung war erfolgreich. Ihre Antworten konnten noch nicht gespeichert werden – Sie können sie später aktualisieren.';

/**
 * Step 4 (spec 01 §4): save the questionnaire, register, link the questionnaire to the new account
 * (status converted), forget the wizard's progress; then the success view takes over.
 */
export function AccountStep({ wizard, onBack, onRegistered }: { wizard: Wizard; onBack: () => void; onRegistered: (user: User) => void }) {
  const queryClient = useQueryClient();
  const name = wizard.progress.answers.name?.trim() ?? '';
  const email = wizard.progress.answers.email?.trim() ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<RegistrationErrors>({});
  // After the first shown error the fields are checked on every change.
  const [live, setLive] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: async () => {
      // Errors of this save are only logged: the conversion below creates the questionnaire if need be.
      await wizard.saveBeforeRegistration();
      return registerFromWizard({ name, email, password, company: wizard.progress.answers.company, phone: wizard.progress.answers.phone });
    },
    onSuccess: async (user) => {
      queryClient.setQueryData(identityKeys.me, user);
      toast.success(wizardTexts.registrationSuccess);
      const linked = await wizard.convert(user.id);
      if (linked.status !== 'saved') toast.info(wizardTexts.almostDoneTitle, almostDoneText);
      wizard.finish();
      onRegistered(user);
    },
    onError: (error) => {
      setServerError(error instanceof Error ? error.message : String(error));
      toast.error(wizardTexts.registrationFailedTitle, wizardTexts.registrationFailedText);
    },
  });

  const check = (next: { password: string; confirm: string }) => validateRegistration({ name, email, ...next });

  return (
    <section className={wizardStyles.panel} aria-labelledby="account-title">
      <div>
        <h2 id="account-title" className={wizardStyles.panelTitle}>Ihr Konto</h2>
        <p className={wizardStyles.muted}>Mit Ihrem Konto sehen Sie Ihr Paket, Ihre Termine und Ihre Acceleratoren.</p>
      </div>
      <Notice tone="success">Ihre Anfrage für das kostenlose Erstgespräch ist bei uns eingegangen.</Notice>
      <Form
        className={styles.form}
        aria-label={createAccountLabel}
        onSubmit={(e) => {
          e.preventDefault();
          const found = check({ password, confirm });
          setErrors(found);
          if (Object.values(found).some(Boolean)) {
            setLive(true);
            return;
          }
          setServerError(null);
          mutation.mutate();
        }}
      >
        {errors.form ? <Notice tone="error">{errors.form}</Notice> : null}
        {serverError ? <Notice tone="error">{serverError}</Notice> : null}
        <div className={styles.fields}>
          <TextField label="Name" value={name} isReadOnly autoComplete="name" />
          <TextField label="E-Mail" type="email" value={email} isReadOnly autoComplete="username" />
          <TextField
            label="Passwort"
            type="password"
            autoComplete="new-password"
            value={password}
            description={`Mindestens ${minPasswordLength} Zeichen.`}
            error={errors.password}
            onChange={(v) => {
              setPassword(v);
              if (live) setErrors(check({ password: v, confirm }));
            }}
          />
          <TextField
            label="Passwort bestätigen"
            type="password"
            autoComplete="new-password"
            value={confirm}
            error={errors.confirm}
            onChange={(v) => {
              setConfirm(v);
              if (live) setErrors(check({ password, confirm: v }));
            }}
          />
        </div>
        <div className={wizardStyles.actions}>
          <Button variant="secondary" onPress={onBack} isDisabled={mutation.isPending}>Zurück</Button>
          <Button type="submit" isDisabled={!canSubmitRegistration({ password, confirm })} isPending={mutation.isPending}>
            {mutation.isPending ? 'Konto wird erstellt …' : createAccountLabel}
          </Button>
        </div>
      </Form>
    </section>
  );
}
