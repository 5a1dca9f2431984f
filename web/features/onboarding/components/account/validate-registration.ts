import { messages } from '../../../../../modules/identity/contract';

// Spec 01 §5, registration in step 4: name and e-mail present, a password of at least 8
// characters, and a matching confirmation. The texts are identity's (the spec's) own.

interface RegistrationValues {
  name: string;
  email: string;
  password: string;
  confirm: string;
}

interface RegistrationErrors {
  /** Not a field of its own: name and e-mail come read-only from the questionnaire. */
  form?: string;
  password?: string;
  confirm?: string;
}

export const minPasswordLength = 8;

export function validateRegistration(v: RegistrationValues): RegistrationErrors {
  const errors: RegistrationErrors = {};
  if (!v.name.trim() || !v.email.trim()) errors.form = messages.nameAndEmailRequired;
  if (!v.password) errors.password = messages.passwordRequired;
  else if (v.password.length < minPasswordLength) errors.password = messages.passwordMin8;
  if (v.confirm !== v.password) errors.confirm = messages.passwordMismatch;
  return errors;
}

/** The submit button stays disabled until both password fields hold something. */
export const canSubmitRegistration = (v: Pick<RegistrationValues, 'password' | 'confirm'>): boolean =>
  v.password !== '' && v.confirm !== '';
