import { describe, expect, it } from 'vitest';
import { acceleratorMessages, adminAccountMessages, generatePassword } from '../../../../../modules/identity/contract';
import { ApiError } from '../../../../api/errors';
import { acceleratorCreateError, emptyAcceleratorForm, validateAcceleratorForm } from './accelerator-form';

describe('the create-Accelerator form', () => {
  it("an empty form says 'Bitte füllen Sie alle Pflichtfelder aus' once, in German, and marks the fields", () => {
    const result = validateAcceleratorForm(emptyAcceleratorForm);
    expect(result.body).toBeNull();
    expect(result.formError).toBe('Bitte füllen Sie alle Pflichtfelder aus');
    expect(Object.keys(result.fieldErrors).sort()).toEqual(['email', 'name', 'partnerType']);
  });

  it('the password may be left out; a generated one passes', () => {
    const base = { name: 'Petra', email: 'petra@x.de', partnerType: 'Recht', password: '' };
    expect(validateAcceleratorForm(base).body).toEqual({ name: 'Petra', email: 'petra@x.de', partnerType: 'Recht' });
    const password = generatePassword();
    expect(password).toHaveLength(12);
    expect(validateAcceleratorForm({ ...base, password }).body).toEqual({
      name: 'Petra',
      email: 'petra@x.de',
      partnerType: 'Recht',
      password,
    });
  });

  it('a short password and a bad e-mail have their own messages', () => {
    const result = validateAcceleratorForm({ name: 'Petra', email: 'petra', partnerType: 'Recht', password: 'kurz' });
    expect(result.formError).toBeNull();
    expect(result.fieldErrors).toEqual({
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      password: adminAccountMessages.passwordMin8,
    });
  });

  it('failure texts: a taken e-mail, the server message, else the fallback', () => {
    expect(acceleratorCreateError(new ApiError('x', 409, { message: 'x', code: 'USER_EXISTS' }))).toBe(
      adminAccountMessages.userExists,
    );
    expect(acceleratorCreateError(new ApiError('Kaputt', 400, { message: 'Kaputt' }))).toBe('Kaputt');
    expect(acceleratorCreateError(new Error('?'))).toBe(acceleratorMessages.createFailed);
  });
});
