import { FieldError, Group, Input, Label, NumberField, Text, type NumberFieldProps } from 'react-aria-components';
import * as styles from './NumberInputField.css';
import * as field from './TextField.css';

export interface NumberInputFieldProps extends Omit<NumberFieldProps, 'className' | 'isInvalid' | 'children'> {
  label: string;
  error?: string | undefined;
  description?: string;
  placeholder?: string;
}

/** A labelled number input (react-aria NumberField: German separators, min/step, no spinner buttons). */
export function NumberInputField({ label, error, description, placeholder, ...props }: NumberInputFieldProps) {
  return (
    <NumberField {...props} isInvalid={Boolean(error)} validationBehavior="aria" className={field.field}>
      <Label className={field.label}>{label}</Label>
      <Group className={styles.group}>
        <Input className={styles.input} placeholder={placeholder} />
      </Group>
      {description && !error ? <Text slot="description" className={field.description}>{description}</Text> : null}
      <FieldError className={field.error}>{error}</FieldError>
    </NumberField>
  );
}
