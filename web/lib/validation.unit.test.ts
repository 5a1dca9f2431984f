import { describe, expect, it } from 'vitest';
import { changePasswordRequest, loginRequest } from '../../modules/identity/contract';
import { fieldErrors, fieldName, firstFormMessage, firstMessage, formErrors } from './validation';

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
    expect(
      fieldErrors(changePasswordRequest, { currentPassword: 'abc', newPassword: 'abc', confirmPassword: 'abd' }),
    ).toEqual({
      newPassword: 'Passwort muss mindestens 6 Zeichen lang sein',
      confirmPassword: 'Passwörter stimmen nicht überein',
    });
    expect(
      fieldErrors(changePasswordRequest, {
        currentPassword: 'abcdef1',
        newPassword: 'abcdef1',
        confirmPassword: 'abcdef1',
      }),
    ).toEqual({ newPassword: 'Neues Passwort muss sich vom aktuellen unterscheiden' });
  });
});

describe('the bridge to TanStack Form', () => {
  it('names nested fields as TanStack does', () => {
    expect(fieldName(['expertise', 0, 'title'])).toBe('expertise[0].title');
    expect(fieldName(['references', 12, 'client'])).toBe('references[12].client');
    expect(fieldName(['phone'])).toBe('phone');
    expect(fieldName([])).toBe('');
  });

  it('a validator answers undefined when nothing is wrong, else the sentence and the field messages', () => {
    expect(formErrors({})).toBeUndefined();
    expect(formErrors({ name: undefined })).toBeUndefined();
    expect(formErrors({ name: 'Pflichtfeld', email: undefined }, 'Bitte füllen Sie alle Pflichtfelder aus')).toEqual({
      form: 'Bitte füllen Sie alle Pflichtfelder aus',
      fields: { name: 'Pflichtfeld' },
    });
    expect(formErrors({}, 'Bitte füllen Sie alle Felder aus.')).toEqual({
      form: 'Bitte füllen Sie alle Felder aus.',
      fields: {},
    });
  });

  it('shows the first message, from our strings or from schema issues', () => {
    expect(firstMessage(['Pflichtfeld', 'x'])).toBe('Pflichtfeld');
    expect(firstMessage([undefined, { message: 'Der Preis muss größer als 0 sein.', path: ['price'] }])).toBe(
      'Der Preis muss größer als 0 sein.',
    );
    expect(firstMessage([])).toBeUndefined();
    expect(firstFormMessage([{ price: [] }, 'Bitte füllen Sie alle Felder aus.'])).toBe(
      'Bitte füllen Sie alle Felder aus.',
    );
  });
});
