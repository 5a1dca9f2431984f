import { describe, expect, it } from 'vitest';
import { canSubmitRegistration, validateRegistration } from './validate-registration';

const ok = {
  name: 'Jana Müller',
  email: 'jana@beispiel.de',
  password: 'Sicher-123',
  confirm: 'Sicher-123',
  consent: true,
};

describe('registration in step 4 (spec 01 §5)', () => {
  it('accepts a password of 8 characters with a matching confirmation', () => {
    expect(validateRegistration(ok)).toEqual({});
    expect(validateRegistration({ ...ok, password: '12345678', confirm: '12345678' })).toEqual({});
  });

  it('needs name and e-mail', () => {
    expect(validateRegistration({ ...ok, name: ' ' }).form).toBe('Name und E-Mail sind erforderlich.');
    expect(validateRegistration({ ...ok, email: '' }).form).toBe('Name und E-Mail sind erforderlich.');
  });

  it('needs a password of at least 8 characters', () => {
    expect(validateRegistration({ ...ok, password: '', confirm: '' }).password).toBe(
      'Bitte geben Sie ein Passwort ein.',
    );
    expect(validateRegistration({ ...ok, password: '1234567', confirm: '1234567' }).password).toBe(
      'Passwort muss mindestens 8 Zeichen lang sein.',
    );
  });

  it('needs the consent to the Nutzungsbedingungen and the Datenschutzerklärung (issue 32)', () => {
    expect(validateRegistration({ ...ok, consent: false })).toEqual({
      consent: 'Bitte stimmen Sie den Nutzungsbedingungen und der Datenschutzerklärung zu.',
    });
  });

  it('needs the confirmation to match', () => {
    expect(validateRegistration({ ...ok, confirm: 'Sicher-124' })).toEqual({
      confirm: 'Die Passwörter stimmen nicht überein.',
    });
  });

  it('enables the submit button only when both password fields are filled', () => {
    expect(canSubmitRegistration({ password: '', confirm: '' })).toBe(false);
    expect(canSubmitRegistration({ password: 'a', confirm: '' })).toBe(false);
    expect(canSubmitRegistration({ password: '', confirm: 'a' })).toBe(false);
    expect(canSubmitRegistration({ password: 'a', confirm: 'b' })).toBe(true);
  });
});
