import { Form } from 'react-aria-components';
import { mfaCodeRequest, type MfaSetup } from '../../../../modules/identity/contract';
import { submitForm } from '../../../components/form/use-app-form';
import { Button } from '../../../components/ui/Button';
import { QrCode } from '../../../components/ui/QrCode';
import { oneTimeCodeInput } from '../../../components/form/password-inputs';
import { useOneFieldForm } from './use-one-field-form';
import * as styles from './Mfa.css';

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

interface MfaSetupPanelProps<T> {
  setup: MfaSetup;
  /** Sends the app's first code; a 400 (wrong code) is shown at the field. */
  confirm: (code: string) => Promise<T>;
  onConfirmed: (result: T) => void;
  /** Any other failure (an expired login, say); default: the common error toast. */
  onFailed?: (error: unknown) => void;
}

/** Setting up the authenticator app: QR code, the secret for typing, and the code that confirms it. */
export function MfaSetupPanel<T>({ setup, confirm, onConfirmed, onFailed }: MfaSetupPanelProps<T>) {
  const { form, isPending } = useOneFieldForm({
    name: 'code',
    schema: mfaCodeRequest,
    send: confirm,
    onSent: onConfirmed,
    // A wrong code; the server's text says so.
    refusal: { code: 'MFA_CODE_INVALID' },
    onFailed,
  });

  return (
    <div className={styles.setup}>
      <QrCode value={setup.uri} label="QR-Code für die Authenticator-App" />
      <div className={styles.steps}>
        <p>
          1. Scannen Sie den QR-Code mit einer Authenticator-App (z. B. Google Authenticator, Microsoft Authenticator
          oder FreeOTP).
        </p>
        <p>2. Oder geben Sie diesen Schlüssel in der App von Hand ein:</p>
        <code className={styles.secret} data-testid="mfa-secret">
          {grouped(setup.secret)}
        </code>
        <Form aria-label="Zwei-Faktor-Anmeldung bestätigen" onSubmit={submitForm(form)} className={styles.confirmForm}>
          <form.AppField name="code">
            {(field) => (
              <field.TextField
                {...oneTimeCodeInput}
                description="3. Geben Sie den 6-stelligen Code aus der App ein."
                inputMode="numeric"
              />
            )}
          </form.AppField>
          <div>
            <Button type="submit" isPending={isPending}>
              Bestätigen und aktivieren
            </Button>
          </div>
        </Form>
      </div>
    </div>
  );
}
