import { Input, TextField as RACTextField, type TextFieldProps as RACTextFieldProps } from 'react-aria-components';
import { FieldShell, fieldRoot, type FieldTexts } from './FieldShell';
import * as styles from './TextField.css';

export interface TextFieldProps extends Omit<RACTextFieldProps, 'className' | 'isInvalid' | 'children'>, FieldTexts {
  label: string;
  placeholder?: string;
}

/** A labelled text input whose error comes from the form's own validation (not the browser's). */
export function TextField({ label, error, description, placeholder, ...props }: TextFieldProps) {
  return (
    <RACTextField {...props} {...fieldRoot(error)}>
      <FieldShell label={label} description={description} error={error}>
        <Input className={styles.input} placeholder={placeholder} />
      </FieldShell>
    </RACTextField>
  );
}
