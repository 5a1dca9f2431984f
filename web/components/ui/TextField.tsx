import {
  FieldError,
  Input,
  Label,
  Text,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import * as styles from './TextField.css';

export interface TextFieldProps extends Omit<RACTextFieldProps, 'className' | 'isInvalid' | 'children'> {
  label: string;
  /** The field's current error; shown under the field and marks it invalid. */
  error?: string | undefined;
  description?: string;
  placeholder?: string;
}

/** A labelled text input whose error comes from the form's own validation (not the browser's). */
export function TextField({ label, error, description, placeholder, ...props }: TextFieldProps) {
  return (
    <RACTextField {...props} isInvalid={Boolean(error)} validationBehavior="aria" className={styles.field}>
      <Label className={styles.label}>{label}</Label>
      <Input className={styles.input} placeholder={placeholder} />
      {description && !error ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{error}</FieldError>
    </RACTextField>
  );
}
