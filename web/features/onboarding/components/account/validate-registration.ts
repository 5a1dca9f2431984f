import { messages } from '../../../../../modules/identity/contract';
import { legalMessages } from '../../../../../lib/legal-versions';

// Spec 01 §5, registration in step 4: name and e-mail present, a password of at least 8
// characters, and a matching confirmation. The texts are identity's (the spec's) own. And the
// client's consent to the Nutzungsbedingungen and the Datenschutzerklärung (issue 32).

interface RegistrationValues {
  name: string;
  email: string;
  password: string;
  confirm: string;
  consent: boolean;
}

interface RegistrationErrors {
  /** Not a field of its own: name and e-mail come read-only from the questionnaire. */
  form?: string;
  password?: string;
  confirm?: string;
  consent?: string;
}

export const minPasswordLength = 8;

export function validateRegistration(v: RegistrationValues): RegistrationErrors {
  const errors: RegistrationErrors = {};
  if (!v.name.trim() || !v.email.trim()) errors.form = messages.nameAndEmailRequired;
  if (!v.password) errors.password = messages.passwordRequired;
  else if (v.password.length < minPasswordLength) errors.password = messages.passwordMin8;
  if (v.confirm !== v.password) errors.confirm = messages.passwordMismatch;
  if (!v.consent) errors.consent = legalMessages.consentRequired;
  return errors;
}

/** The submit button stays disabled until both password fields hold something. */
export const canSubmitRegistration = (v: Pick<RegistrationValues, 'password' | 'confirm'>): boolean =>
  v.password !== '' && v.confirm !== '';
