import { TextArea, TextField as RACTextField, type TextFieldProps as RACTextFieldProps } from 'react-aria-components';
import { FieldShell, fieldRoot, type FieldTexts } from './FieldShell';
import { useLengthLimit } from './length-limit';
import * as styles from './TextAreaField.css';

export interface TextAreaFieldProps
  extends Omit<RACTextFieldProps, 'className' | 'isInvalid' | 'children'>, FieldTexts {
  label: string;
  placeholder?: string;
  rows?: number;
}

/** A labelled multi-line text input, styled like TextField; `maxLength` is checked, not cut (length-limit.ts). */
export function TextAreaField({
  label,
  error,
  description,
  placeholder,
  rows = 3,
  maxLength,
  ...props
}: TextAreaFieldProps) {
  const length = useLengthLimit({ ...props, maxLength });
  const shown = length.problem ?? error;
  return (
    <RACTextField {...props} onChange={length.onChange} {...fieldRoot(shown)}>
      <FieldShell label={label} description={description} error={shown}>
        <TextArea className={styles.textArea} placeholder={placeholder} rows={rows} />
      </FieldShell>
    </RACTextField>
  );
}
