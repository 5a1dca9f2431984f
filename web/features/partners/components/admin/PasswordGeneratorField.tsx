import { useState } from 'react';
import { generatePassword } from '../../../../../modules/identity/contract';
import { Button } from '../../../../components/ui/Button';
import { TextField } from '../../../../components/ui/TextField';
import { CopyButton } from './CopyButton';
import * as styles from './AcceleratorDialogs.css';

interface PasswordGeneratorFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** The optional start password: typed, or generated (12 characters, CSPRNG) and copied. */
export function PasswordGeneratorField({ value, onChange, error }: PasswordGeneratorFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.passwordBlock}>
      <TextField
        label="Passwort (optional)"
        type={visible ? 'text' : 'password'}
        autoComplete="new-password"
        spellCheck="false"
        value={value}
        onChange={onChange}
        error={error}
        description="Mindestens 8 Zeichen. Der Accelerator erhält in jedem Fall eine Willkommens-E-Mail mit einem Link, um sein Passwort selbst festzulegen."
      />
      <div className={styles.passwordActions}>
        <Button
          variant="secondary"
          onPress={() => {
            onChange(generatePassword());
            setVisible(true);
          }}
        >
          Passwort generieren
        </Button>
        <CopyButton text={value} label="Passwort kopieren" isDisabled={!value} />
        <Button variant="ghost" onPress={() => setVisible((v) => !v)} isDisabled={!value}>
          {visible ? 'Verbergen' : 'Anzeigen'}
        </Button>
      </div>
    </div>
  );
}
