import {
  adminAccountErrorCodes,
  adminAccountMessages,
  createAdminRequest,
} from '../../../../modules/identity/contract';
import type { CreateAdminBody } from '../api/admins';
import { bodyCode, bodyMessage, isApiError, isUserExists } from '../../../api/errors';

// The "create admin" form (spec 02 §5): all fields required, password >= 8, confirmation equal.

type AdminForm = CreateAdminBody;
type AdminField = keyof AdminForm;

interface AdminValidation {
  body: CreateAdminBody | null;
  /** 'Bitte füllen Sie alle Pflichtfelder aus' once, when any field is empty. */
  formError: string | null;
  fieldErrors: Partial<Record<AdminField, string>>;
}

export const emptyAdminForm: AdminForm = { name: '', email: '', username: '', password: '', confirmPassword: '' };

export function validateAdminForm(form: AdminForm): AdminValidation {
  const fieldErrors: Partial<Record<AdminField, string>> = {};
  let formError: string | null = null;
  const result = createAdminRequest.safeParse(form);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '') as AdminField;
      if (issue.message === adminAccountMessages.requiredFields) formError = issue.message;
      fieldErrors[field] ??= issue.message === adminAccountMessages.requiredFields ? 'Pflichtfeld' : issue.message;
    }
  }
  // The contract checks the confirmation only when it is sent; this form always asks for it.
  if (form.confirmPassword === '') {
    formError = adminAccountMessages.requiredFields;
    fieldErrors.confirmPassword ??= 'Pflichtfeld';
  }
  if (formError || Object.keys(fieldErrors).length > 0) return { body: null, formError, fieldErrors };
  return {
    body: { ...form, name: form.name.trim(), email: form.email.trim(), username: form.username.trim() },
    formError: null,
    fieldErrors: {},
  };
}

/** The text under the toast 'Admin konnte nicht erstellt werden'. */
export function adminCreateError(error: unknown): string {
  if (isUserExists(error)) return adminAccountMessages.userExists;
  return (isApiError(error) ? bodyMessage(error.data) : undefined) ?? adminAccountMessages.createFailed;
}

/** The text under 'Admin konnte nicht gelöscht werden': yourself, the last admin, or the server's words. */
export function adminDeleteError(error: unknown): string {
  if (!isApiError(error)) return adminAccountMessages.deleteFailed;
  const code = bodyCode(error.data);
  if (code === adminAccountErrorCodes.cannotDeleteSelf) return adminAccountMessages.cannotDeleteSelf;
  if (code === adminAccountErrorCodes.lastAdmin) return adminAccountMessages.lastAdmin;
  return bodyMessage(error.data) ?? adminAccountMessages.deleteFailed;
}
