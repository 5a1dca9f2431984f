import { TextArea, TextField as RACTextField, type TextFieldProps as RACTextFieldProps } from 'react-aria-components';
import { FieldShell, fieldRoot, type FieldTexts } from './FieldShell';
import * as styles from './TextAreaField.css';

export interface TextAreaFieldProps
  extends Omit<RACTextFieldProps, 'className' | 'isInvalid' | 'children'>, FieldTexts {
  label: string;
  placeholder?: string;
  rows?: number;
}

/** A labelled multi-line text input, styled like TextField. */
export function TextAreaField({ label, error, description, placeholder, rows = 3, ...props }: TextAreaFieldProps) {
  return (
    <RACTextField {...props} {...fieldRoot(error)}>
      <FieldShell label={label} description={description} error={error}>
        <TextArea className={styles.textArea} placeholder={placeholder} rows={rows} />
      </FieldShell>
    </RACTextField>
  );
}
