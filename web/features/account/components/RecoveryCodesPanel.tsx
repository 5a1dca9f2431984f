import { saveBlob } from '../../../api/download';
import { Button } from '../../../components/ui/Button';
import { CopyButton } from '../../../components/ui/CopyButton';
import { Notice } from '../../../components/ui/Notice';
import { buttonRow } from '../../../components/ui/layout.css';
import * as styles from './Mfa.css';

/** The recovery codes, shown once right after the setup: to copy or download and keep safe. */
export function RecoveryCodesPanel({ codes }: { codes: string[] }) {
  const text = codes.join('\n');
  return (
    <div className={styles.steps} data-testid="recovery-codes">
      <Notice tone="success">
        Die Zwei-Faktor-Anmeldung ist aktiv. Bewahren Sie diese Wiederherstellungscodes sicher auf: Mit jedem Code
        können Sie sich einmal ohne die App anmelden. Sie werden nur jetzt angezeigt.
      </Notice>
      <ul className={styles.codes} aria-label="Wiederherstellungscodes">
        {codes.map((code) => (
          <li key={code} className={styles.secret}>
            {code}
          </li>
        ))}
      </ul>
      <div className={buttonRow}>
        <CopyButton
          text={text}
          label="Wiederherstellungscodes kopieren"
          copiedLabel="Wiederherstellungscodes kopiert"
          failure="Die Codes konnten nicht kopiert werden. Bitte markieren und kopieren Sie sie von Hand."
        />
        <Button
          variant="secondary"
          onPress={() => saveBlob(new Blob([`${text}\n`], { type: 'text/plain' }), 'wiederherstellungscodes.txt')}
        >
          Herunterladen
        </Button>
      </div>
    </div>
  );
}
