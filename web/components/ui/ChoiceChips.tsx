import { Radio, RadioGroup } from 'react-aria-components';
import { FieldShell, fieldRoot, type FieldTexts } from './FieldShell';
import * as styles from './ChoiceChips.css';

interface Choice {
  id: string;
  label: string;
  isDisabled?: boolean;
}

export interface ChoiceChipsProps extends FieldTexts {
  label: string;
  choices: Choice[];
  value: string;
  onChange: (value: string) => void;
}

/** A few mutually exclusive options side by side (a react-aria RadioGroup); single ones may be disabled. */
export function ChoiceChips({ label, choices, value, onChange, description, error }: ChoiceChipsProps) {
  return (
    <RadioGroup value={value} onChange={onChange} orientation="horizontal" {...fieldRoot(error)}>
      <FieldShell label={label} description={description} error={error}>
        <div className={styles.chips}>
          {choices.map((c) => (
            <Radio key={c.id} value={c.id} isDisabled={c.isDisabled} className={styles.chip}>
              {c.label}
            </Radio>
          ))}
        </div>
      </FieldShell>
    </RadioGroup>
  );
}
