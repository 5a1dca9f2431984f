import { describe, expect, it } from 'vitest';
import { changePasswordRequest, loginRequest } from '../../modules/identity/contract';
import { fieldErrors } from './validation';

describe('fieldErrors with the contract schemas', () => {
  it('login: both required messages, the e-mail under the form field name', () => {
    expect(fieldErrors(loginRequest, { username: '', password: '' }, { username: 'email' })).toEqual({
      email: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
      password: 'Bitte geben Sie Ihr Passwort ein.',
    });
  });

  it('login: the pattern message', () => {
    expect(fieldErrors(loginRequest, { username: 'anna@', password: 'x' }, { username: 'email' })).toEqual({
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    });
  });

  it('change password: required messages first, one per field', () => {
    expect(fieldErrors(changePasswordRequest, { currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      currentPassword: 'Aktuelles Passwort ist erforderlich',
      newPassword: 'Neues Passwort ist erforderlich',
      confirmPassword: 'Passwort-Bestätigung ist erforderlich',
    });
  });

  it('change password: too short, same as current, mismatch', () => {
    expect(fieldErrors(changePasswordRequest, { currentPassword: 'abc', newPassword: 'abc', confirmPassword: 'abd' })).toEqual({
      newPassword: 'Passwort muss mindestens 6 Zeichen lang sein',
      confirmPassword: 'Passwörter stimmen nicht überein',
    });
    expect(fieldErrors(changePasswordRequest, { currentPassword: 'abcdef1', newPassword: 'abcdef1', confirmPassword: 'abcdef1' })).toEqual({
      newPassword: 'Neues Passwort muss sich vom aktuellen unterscheiden',
    });
  });
});
