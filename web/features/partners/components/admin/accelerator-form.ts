import {
  acceleratorMessages,
  adminAccountMessages,
  createPartnerUserRequest,
} from '../../../../../modules/identity/contract';
import type { CreatePartnerUserBody } from '../../api/partners-accounts';
import { bodyMessage, isApiError, isUserExists } from '../../../../api/errors';

// The "create Accelerator" form (spec 02 §5): name, e-mail and specialty required, password
// optional (the welcome e-mail carries a set-password link), at least 8 characters when given.

interface AcceleratorForm {
  name: string;
  email: string;
  partnerType: string;
  password: string;
}

type AcceleratorField = keyof AcceleratorForm;

interface AcceleratorValidation {
  body: CreatePartnerUserBody | null;
  /** 'Bitte füllen Sie alle Pflichtfelder aus' when one is empty (shown once, above the buttons). */
  formError: string | null;
  fieldErrors: Partial<Record<AcceleratorField, string>>;
}

export const emptyAcceleratorForm: AcceleratorForm = { name: '', email: '', partnerType: '', password: '' };

export function validateAcceleratorForm(form: AcceleratorForm): AcceleratorValidation {
  const candidate = {
    role: 'partner',
    name: form.name,
    email: form.email,
    partnerType: form.partnerType,
    ...(form.password ? { password: form.password } : {}),
  };
  const result = createPartnerUserRequest.safeParse(candidate);
  if (result.success) {
    const { name, email, partnerType, password } = result.data;
    return { body: { name, email, partnerType, ...(password ? { password } : {}) }, formError: null, fieldErrors: {} };
  }
  const fieldErrors: Partial<Record<AcceleratorField, string>> = {};
  let formError: string | null = null;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as AcceleratorField;
    if (issue.message === acceleratorMessages.requiredFields) formError = issue.message;
    // A missing field is marked without repeating the sentence under each of them.
    fieldErrors[field] ??= issue.message === acceleratorMessages.requiredFields ? 'Pflichtfeld' : issue.message;
  }
  return { body: null, formError, fieldErrors };
}

/** The failure text of spec 02 §8: the server's message, else 'Fehler beim Erstellen des Accelerators'. */
export function acceleratorCreateError(error: unknown): string {
  if (isUserExists(error)) return adminAccountMessages.userExists;
  return (isApiError(error) ? bodyMessage(error.data) : undefined) ?? acceleratorMessages.createFailed;
}
