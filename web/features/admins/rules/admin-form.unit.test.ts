import { describe, expect, it } from 'vitest';
import { adminAccountMessages } from '../../../../modules/identity/contract';
import { ApiError } from '../../../api/errors';
import { adminCreateError, adminDeleteError, emptyAdminForm, validateAdminForm } from './admin-form';

const filled = {
  name: 'Ada Admin',
  email: 'ada@x.de',
  username: 'ada',
  password: 'Geheim-123',
  confirmPassword: 'Geheim-123',
};

describe('the create-admin form', () => {
  it('an empty form: the required message once, every field marked', () => {
    const result = validateAdminForm(emptyAdminForm);
    expect(result.formError).toBe(adminAccountMessages.requiredFields);
    expect(Object.keys(result.fieldErrors).sort()).toEqual([
      'confirmPassword',
      'email',
      'name',
      'password',
      'username',
    ]);
  });

  it('password shorter than 8 and a different confirmation', () => {
    expect(validateAdminForm({ ...filled, password: 'kurz', confirmPassword: 'kurz' }).fieldErrors).toEqual({
      password: adminAccountMessages.passwordMin8,
    });
    expect(validateAdminForm({ ...filled, confirmPassword: 'Anders-123' }).fieldErrors).toEqual({
      confirmPassword: adminAccountMessages.passwordMismatch,
    });
  });

  it('a valid form becomes the body', () => {
    expect(validateAdminForm({ ...filled, name: ' Ada Admin ' })).toEqual({
      body: filled,
      formError: null,
      fieldErrors: {},
    });
  });

  it("'exists' or USER_EXISTS -> the German text; self and last admin have their own", () => {
    expect(adminCreateError(new ApiError('User already exists', 409, { message: 'User already exists' }))).toBe(
      adminAccountMessages.userExists,
    );
    expect(adminCreateError(new ApiError('x', 409, { message: 'x', code: 'USER_EXISTS' }))).toBe(
      adminAccountMessages.userExists,
    );
    expect(adminDeleteError(new ApiError('x', 400, { message: 'x', code: 'CANNOT_DELETE_SELF' }))).toBe(
      adminAccountMessages.cannotDeleteSelf,
    );
    expect(adminDeleteError(new ApiError('x', 409, { message: 'x', code: 'LAST_ADMIN' }))).toBe(
      adminAccountMessages.lastAdmin,
    );
    expect(adminDeleteError(new Error('?'))).toBe(adminAccountMessages.deleteFailed);
  });
});
