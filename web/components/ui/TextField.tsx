import { Input, TextField as RACTextField, type TextFieldProps as RACTextFieldProps } from 'react-aria-components';
import { FieldShell, fieldRoot, type FieldTexts } from './FieldShell';
import { useLengthLimit } from './length-limit';
import * as styles from './TextField.css';

export interface TextFieldProps extends Omit<RACTextFieldProps, 'className' | 'isInvalid' | 'children'>, FieldTexts {
  label: string;
  placeholder?: string;
}

/**
 * An e-mail field as plain text with the e-mail keyboard: the browser's own check of type=email
 * refuses an umlaut before the '@', which the server accepts (RFC 6531), and blocks the form without
 * a word (issue 32). The form's rule, the server's, decides and says why in German.
 */
export const emailInput = { type: 'text', inputMode: 'email', autoCapitalize: 'none', spellCheck: false } as const;

/**
 * A labelled text input whose error comes from the form's own validation (not the browser's);
 * `maxLength` is checked, not enforced by cutting (length-limit.ts).
 */
export function TextField({ label, error, description, placeholder, maxLength, ...props }: TextFieldProps) {
  const email = props.type === 'email';
  const length = useLengthLimit({ ...props, maxLength });
  const shown = length.problem ?? error;
  return (
    <RACTextField
      {...props}
      onChange={length.onChange}
      {...(email ? { type: emailInput.type, inputMode: emailInput.inputMode } : {})}
      {...fieldRoot(shown)}
    >
      <FieldShell label={label} description={description} error={shown}>
        <Input
          className={styles.input}
          placeholder={placeholder}
          {...(email ? { autoCapitalize: emailInput.autoCapitalize, spellCheck: emailInput.spellCheck } : {})}
        />
      </FieldShell>
    </RACTextField>
  );
}
