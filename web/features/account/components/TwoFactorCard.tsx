import { useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Form } from 'react-aria-components';
import { messages, mfaDisableRequest, mfaKeys, type MfaSetup } from '../../../../modules/identity/contract';
import { handleApiError } from '../../../api/handle-error';
import { submitForm } from '../../../components/form/use-app-form';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { toast } from '../../../components/ui/toast-queue';
import { passwordInputs } from '../../../components/form/password-inputs';
import { disableMfa, enableMfa, mfaStatusQuery, startMfaSetup } from '../api/mfa';
import { MfaSetupPanel } from './MfaSetupPanel';
import { useOneFieldForm } from './use-one-field-form';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import * as styles from './Account.css';

/** 'Zwei-Faktor-Anmeldung' in the account settings: set up with the app, or switch off with the password. */
export function TwoFactorCard() {
  const queryClient = useQueryClient();
  const { data: status } = useSuspenseQuery(mfaStatusQuery);
  const [setup, setSetup] = useState<MfaSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: mfaKeys.status });
  const start = useMutation({ mutationFn: startMfaSetup, onSuccess: setSetup, onError: handleApiError });

  let body;
  if (recoveryCodes) body = <RecoveryCodesPanel codes={recoveryCodes} />;
  else if (setup)
    body = (
      <MfaSetupPanel
        setup={setup}
        confirm={enableMfa}
        onConfirmed={(codes) => {
          setSetup(null);
          setRecoveryCodes(codes);
          toast.success('Zwei-Faktor-Anmeldung aktiviert');
          void refresh();
        }}
      />
    );
  else if (status.enabled)
    body = (
      <>
        <p className={styles.dangerText}>
          Aktiv. Bei der Anmeldung fragen wir nach dem Code aus Ihrer Authenticator-App. Verbleibende
          Wiederherstellungscodes: {status.recoveryCodesLeft}.
        </p>
        {status.required ? (
          <p className={styles.dangerText}>Für Ihre Rolle ist die Zwei-Faktor-Anmeldung vorgeschrieben.</p>
        ) : (
          <DisableForm onDisabled={refresh} />
        )}
      </>
    );
  else
    body = (
      <>
        <p className={styles.dangerText}>
          Schützen Sie Ihr Konto mit einem zweiten Faktor: Nach dem Passwort geben Sie einen Code aus einer
          Authenticator-App auf Ihrem Smartphone ein.
        </p>
        <div className={styles.actions}>
          <Button onPress={() => start.mutate()} isPending={start.isPending}>
            Einrichten
          </Button>
        </div>
      </>
    );

  return (
    <Card title="Zwei-Faktor-Anmeldung" subtitle="Ein Code aus einer App zusätzlich zum Passwort." testId="two-factor">
      {body}
    </Card>
  );
}

function DisableForm({ onDisabled }: { onDisabled: () => unknown }) {
  const { form, isPending } = useOneFieldForm({
    name: 'password',
    schema: mfaDisableRequest,
    send: disableMfa,
    onSent: () => {
      toast.success('Zwei-Faktor-Anmeldung deaktiviert');
      void onDisabled();
    },
    refusal: { code: 'CURRENT_PASSWORD_INCORRECT', message: messages.currentPasswordWrong },
  });
  return (
    <Form className={styles.form} aria-label="Zwei-Faktor-Anmeldung deaktivieren" onSubmit={submitForm(form)}>
      <form.AppField name="password">
        {(field) => <field.TextField label="Passwort zum Deaktivieren" {...passwordInputs.current} />}
      </form.AppField>
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" isPending={isPending}>
          Deaktivieren
        </Button>
      </div>
    </Form>
  );
}
