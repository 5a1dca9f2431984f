import { FieldError, Label, Radio, RadioGroup, Text } from 'react-aria-components';
import * as field from './TextField.css';
import * as styles from './ChoiceChips.css';

interface Choice {
  id: string;
  label: string;
  isDisabled?: boolean;
}

interface ChoiceChipsProps {
  label: string;
  choices: Choice[];
  value: string;
  onChange: (value: string) => void;
  description?: string;
  error?: string | undefined;
}

/** A few mutually exclusive options side by side (a react-aria RadioGroup); single ones may be disabled. */
export function ChoiceChips({ label, choices, value, onChange, description, error }: ChoiceChipsProps) {
  return (
    <RadioGroup
      value={value}
      onChange={onChange}
      orientation="horizontal"
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      className={styles.group}
    >
      <Label className={field.label}>{label}</Label>
      <div className={styles.chips}>
        {choices.map((c) => (
          <Radio key={c.id} value={c.id} isDisabled={c.isDisabled} className={styles.chip}>
            {c.label}
          </Radio>
        ))}
      </div>
      {description && !error ? (
        <Text slot="description" className={field.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={field.error}>{error}</FieldError>
    </RadioGroup>
  );
}
