import { revalidateLogic, useStore } from '@tanstack/react-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form } from 'react-aria-components';
import { identityKeys, type User } from '../../../../../modules/identity/contract';
import { wizardTexts } from '../../../../../modules/onboarding/contract';
import { registerFromWizard } from '../../api/onboarding-account';
import { Button } from '../../../../components/ui/Button';
import { Notice } from '../../../../components/ui/Notice';
import { TextField } from '../../../../components/ui/TextField';
import { submitForm, useAppForm } from '../../../../components/form/use-app-form';
import { firstFormMessage, formErrors } from '../../../../lib/validation';
import { toast } from '../../../../components/ui/toast-queue';
import type { Wizard } from '../wizard/use-wizard';
import * as wizardStyles from '../wizard/Wizard.css';
import { registrationFailure } from './registration-failure';
import { canSubmitRegistration, minPasswordLength, validateRegistration } from './validate-registration';
import * as styles from './Account.css';
import { TermsLinks } from '../../../../components/legal/TermsLinks';
import { consentLabel } from '../../../../../lib/legal-versions';

const createAccountLabel = 'Konto erstellen';
const almostDoneText =
  'Ihre Registrierung war erfolgreich. Ihre Antworten konnten noch nicht gespeichert werden – Sie können sie später aktualisieren.';

/**
 * Step 4 (spec 01 §4): save the questionnaire, register, link the questionnaire to the new account
 * (status converted), forget the wizard's progress; then the success view takes over.
 */
export function AccountStep({
  wizard,
  onBack,
  onRegistered,
}: {
  wizard: Wizard;
  onBack: () => void;
  onRegistered: (user: User) => void;
}) {
  const queryClient = useQueryClient();
  const name = wizard.progress.answers.name?.trim() ?? '';
  const email = wizard.progress.answers.email?.trim() ?? '';

  const mutation = useMutation({
    mutationFn: async (password: string) => {
      // Errors of this save are only logged: the conversion below creates the questionnaire if need be.
      await wizard.saveBeforeRegistration();
      return registerFromWizard({
        name,
        email,
        password,
        company: wizard.progress.answers.company,
        phone: wizard.progress.answers.phone,
      });
    },
    onSuccess: async (user) => {
      queryClient.setQueryData(identityKeys.me, user);
      toast.success(wizardTexts.registrationSuccess);
      const linked = await wizard.convert(user.id);
      if (linked.status !== 'saved') toast.info(wizardTexts.almostDoneTitle, almostDoneText);
      wizard.finish();
      onRegistered(user);
    },
    onError: (error) => toast.error(wizardTexts.registrationFailedTitle, registrationFailure(error).toastText),
  });
  // The reason (the server's, or no connection) stands above the fields until the next attempt.
  const serverError = mutation.isError ? registrationFailure(mutation.error).reason : null;

  // Checked on submit, then on every change (spec 01 §5); name and e-mail come from the questions.
  const form = useAppForm({
    defaultValues: { password: '', confirm: '', consent: false },
    validationLogic: revalidateLogic(),
    validators: {
      onDynamic: ({ value }) => {
        const { form: missing, ...fields } = validateRegistration({ name, email, ...value });
        return formErrors(fields, missing);
      },
    },
    onSubmit: ({ value }) => mutation.mutate(value.password),
  });
  const formError = useStore(form.store, (state) => firstFormMessage(state.errors));
  const filled = useStore(form.store, (state) => canSubmitRegistration(state.values));

  return (
    <section className={wizardStyles.panel} aria-labelledby="account-title">
      <div>
        <h2 id="account-title" className={wizardStyles.panelTitle}>
          Ihr Konto
        </h2>
        <p className={wizardStyles.muted}>Mit Ihrem Konto sehen Sie Ihr Paket, Ihre Termine und Ihre Acceleratoren.</p>
      </div>
      <Notice tone="success">Ihre Anfrage für das kostenlose Erstgespräch ist bei uns eingegangen.</Notice>
      <Form className={styles.form} aria-label={createAccountLabel} onSubmit={submitForm(form)}>
        {formError ? <Notice tone="error">{formError}</Notice> : null}
        {serverError ? <Notice tone="error">{serverError}</Notice> : null}
        <div className={styles.fields}>
          <TextField label="Name" value={name} isReadOnly autoComplete="name" />
          <TextField label="E-Mail" type="email" value={email} isReadOnly autoComplete="username" />
          <form.AppField name="password">
            {(field) => (
              <field.TextField
                label="Passwort"
                type="password"
                autoComplete="new-password"
                description={`Mindestens ${minPasswordLength} Zeichen.`}
              />
            )}
          </form.AppField>
          <form.AppField name="confirm">
            {(field) => <field.TextField label="Passwort bestätigen" type="password" autoComplete="new-password" />}
          </form.AppField>
          <form.AppField name="consent">
            {(field) => <field.CheckboxField>{consentLabel}</field.CheckboxField>}
          </form.AppField>
          <TermsLinks />
        </div>
        <div className={wizardStyles.actions}>
          <Button variant="secondary" onPress={onBack} isDisabled={mutation.isPending}>
            Zurück
          </Button>
          <Button type="submit" isDisabled={!filled} isPending={mutation.isPending}>
            {mutation.isPending ? 'Konto wird erstellt …' : createAccountLabel}
          </Button>
        </div>
      </Form>
    </section>
  );
}
