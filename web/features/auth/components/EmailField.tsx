import { textFieldProps, type TextFieldLike } from '../../../components/form/field-props';
import { TextField } from '../../../components/ui/TextField';

interface EmailFieldProps {
  field: TextFieldLike;
  /** 'username' where it signs in (password managers fill it with the password), else 'email'. */
  autoComplete: 'username' | 'email';
}

/** The e-mail address of the sign-in screens (login, forgotten password). */
export function EmailField({ field, autoComplete }: EmailFieldProps) {
  return <TextField label="E-Mail" type="email" name="email" autoComplete={autoComplete} {...textFieldProps(field)} />;
}
