import { describe, expect, it } from 'vitest';
import { describeApiError } from './error-catalogue';
import { ApiError } from './errors';

const err = (status: number, data: unknown = null, type?: 'PENDING_PACKAGE') => new ApiError('x', status, data, type);

describe('common error handler texts (spec 01 §8)', () => {
  it('401 with redirect on: Nicht authentifiziert, then to / by default', () => {
    expect(describeApiError(err(401), { redirect: true })).toEqual({
      title: 'Nicht authentifiziert',
      description: 'Bitte melden Sie sich an, um fortzufahren.',
      showToast: true,
      redirectTo: '/',
    });
  });

  it('401 with redirect to a given path', () => {
    expect(describeApiError(err(401), { redirect: '/login' }).redirectTo).toBe('/login');
  });

  it('401 without redirect is the generic error and navigates nowhere', () => {
    const notice = describeApiError(err(401));
    expect(notice).toMatchObject({ title: 'Fehler', description: 'Ein unerwarteter Fehler ist aufgetreten.' });
    expect(notice.redirectTo).toBeUndefined();
  });

  it.each([
    ['403: Zugriff verweigert', err(403), 'Zugriff verweigert', 'Sie haben keine Berechtigung für diese Aktion.'],
    ['404: Nicht gefunden', err(404), 'Nicht gefunden', 'Die angeforderte Ressource wurde nicht gefunden.'],
    [
      '400: Ungültige Anfrage with the server message',
      err(400, { message: 'Name fehlt.' }),
      'Ungültige Anfrage',
      'Name fehlt.',
    ],
  ])('%s', (_name, error, title, description) => {
    expect(describeApiError(error)).toMatchObject({ title, description, showToast: true });
  });

  it('400 without a server message: Die Anfrage konnte nicht verarbeitet werden.', () => {
    expect(describeApiError(err(400))).toMatchObject({
      title: 'Ungültige Anfrage',
      description: 'Die Anfrage konnte nicht verarbeitet werden.',
    });
  });

  it('400 pending package: the typo text and no toast', () => {
    expect(describeApiError(err(400, { message: 'pending package' }, 'PENDING_PACKAGE'))).toMatchObject({
      description: 'Dieser Kunde hat bereits ein austehendes Paket.',
      showToast: false,
    });
  });

  it.each([500, 502, 503])('%i: Serverfehler', (status) => {
    expect(describeApiError(err(status))).toMatchObject({
      title: 'Serverfehler',
      description: 'Es gibt ein Problem mit dem Server. Bitte versuchen Sie es später erneut.',
    });
  });

  it.each([0, 409, 429])('%i: otherwise Fehler', (status) => {
    expect(describeApiError(err(status))).toMatchObject({
      title: 'Fehler',
      description: 'Ein unerwarteter Fehler ist aufgetreten.',
      showToast: true,
    });
  });

  it('a non-API error: Fehler', () => {
    expect(describeApiError(new Error('boom'))).toMatchObject({
      title: 'Fehler',
      description: 'Ein unerwarteter Fehler ist aufgetreten.',
    });
  });
});
