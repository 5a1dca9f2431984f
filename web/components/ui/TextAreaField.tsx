import {
  FieldError,
  Label,
  Text,
  TextArea,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import * as field from './TextField.css';
import * as styles from './TextAreaField.css';

export interface TextAreaFieldProps extends Omit<RACTextFieldProps, 'className' | 'isInvalid' | 'children'> {
  label: string;
  error?: string | undefined;
  description?: string;
  placeholder?: string;
  rows?: number;
}

/** A labelled multi-line text input, styled like TextField. */
export function TextAreaField({ label, error, description, placeholder, rows = 3, ...props }: TextAreaFieldProps) {
  return (
    <RACTextField {...props} isInvalid={Boolean(error)} validationBehavior="aria" className={field.field}>
      <Label className={field.label}>{label}</Label>
      <TextArea className={styles.textArea} placeholder={placeholder} rows={rows} />
      {description && !error ? (
        <Text slot="description" className={field.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={field.error}>{error}</FieldError>
    </RACTextField>
  );
}
