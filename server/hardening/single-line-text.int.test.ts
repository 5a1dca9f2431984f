import { describe, expect, it } from 'vitest';
import { demoPortalForFile, signedUpClient } from '../testing/demo-portal';
import { textMessages } from '../../lib/german/text';
import { addressBody, firmBody } from '../../modules/invoicing/testing';
import { LEGAL_VERSIONS } from '../../lib/legal-versions';

// Security round three (L): a line break in a company or street overlapped the lines of the invoice
// PDF's address window and went into the XML; a name with a right-to-left override showed as
// 'Anna exe.jpg Admin'. Names and single-line fields refuse both with a German message, and
// change nothing.

const demo = demoPortalForFile();
const { lineBreak, bidiControl } = textMessages;
const rlo = 'Anna \u202Egpj.exe Admin';

type Who = 'public' | 'client' | 'admin';
/** [what, who, method, url, body, message] */
const refused: [string, Who, string, string, Record<string, unknown>, string][] = [
  ['registration: a name with a right-to-left override', 'public', 'POST', '/api/auth/register', {}, bidiControl],
  ['registration: a company over two lines', 'public', 'POST', '/api/auth/register', {}, lineBreak],
  [
    'profile: a name with an isolate',
    'client',
    'PUT',
    '/api/users/profile',
    { name: 'Anna \u2066Admin\u2069' },
    bidiControl,
  ],
  ['profile: a company over two lines', 'client', 'PUT', '/api/users/profile', { company: 'Muster\nGmbH' }, lineBreak],
  [
    'profile: a position with a direction mark',
    'client',
    'PUT',
    '/api/users/profile',
    { position: 'CEO\u200F' },
    bidiControl,
  ],
  [
    'billing address: a street over two lines',
    'client',
    'PUT',
    '/api/invoices/billing-address',
    { ...addressBody, street: 'Kundenweg 5\r\nHinterhaus' },
    lineBreak,
  ],
  [
    'billing address: a city with an override',
    'client',
    'PUT',
    '/api/invoices/billing-address',
    { ...addressBody, city: 'K\u202Dln' },
    bidiControl,
  ],
  [
    'firm data: a legal name over two lines',
    'admin',
    'PUT',
    '/api/settings/firm',
    { ...firmBody, legalName: 'Firma\nGmbH' },
    lineBreak,
  ],
  [
    'firm data: a street with an embedding',
    'admin',
    'PUT',
    '/api/settings/firm',
    { ...firmBody, address: { ...firmBody.address, street: 'Weg \u202A1' } },
    bidiControl,
  ],
  [
    'a new Accelerator named with an override',
    'admin',
    'POST',
    '/api/users',
    { role: 'partner', name: rlo, email: 'rlo@beispiel.de', partnerType: 'Marketing' },
    bidiControl,
  ],
  [
    'a new admin named over two lines',
    'admin',
    'POST',
    '/api/users/create-admin',
    { name: 'Neue\nAdmin', email: 'zwei-zeilen@beispiel.de', username: 'zweizeilen', password: 'Admin-Passwort-9' },
    lineBreak,
  ],
  [
    'questionnaire: a name over two lines',
    'public',
    'POST',
    '/api/questionnaires',
    { answers: { name: 'Anna\nAdmin' } },
    lineBreak,
  ],
  [
    'questionnaire: a company with an override',
    'public',
    'POST',
    '/api/questionnaires',
    { answers: { company: rlo } },
    bidiControl,
  ],
  ['a package template named over two lines', 'admin', 'POST', '/api/packages', { name: 'Start\nPaket' }, lineBreak],
];

let n = 0;
describe('single-line fields refuse line breaks and bidi controls (German message, nothing changed)', () => {
  it.each(refused)('%s', async (_what, who, method, url, body, message) => {
    const { portal, admin } = demo;
    const email = `einzeilig${++n}@beispiel.de`;
    const client =
      who === 'client' ? await signedUpClient(portal, { email, name: 'Eine Zeile', company: 'Vorher GmbH' }) : null;
    const registration = {
      email,
      password: 'Geheim-2026',
      name: 'Eine Zeile',
      company: null,
      acceptedTerms: LEGAL_VERSIONS,
    };
    const payload =
      url === '/api/auth/register'
        ? { ...registration, ...(message === bidiControl ? { name: rlo } : { company: 'Muster\nGmbH' }) }
        : body;
    const token = who === 'admin' ? admin : (client?.token ?? undefined);
    const res = await portal.call(method, url, { token, body: payload });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);

    if (url === '/api/auth/register')
      expect(
        (await portal.call('POST', '/api/auth/login', { body: { username: email, password: 'Geheim-2026' } }))
          .statusCode,
      ).toBe(401);
    if (client) {
      const me = (await portal.call('GET', '/api/auth/me', { token: client.token })).json().user;
      expect(me).toMatchObject({ name: 'Eine Zeile', company: 'Vorher GmbH', position: null });
      const billing = await portal.call('GET', '/api/invoices/billing-address', { token: client.token });
      expect(billing.json().address).toBeNull();
    }
  });

  it('the same fields take names in right-to-left scripts, umlauts and a hyphen', async () => {
    const { portal } = demo;
    const client = await signedUpClient(portal, { email: 'schrift@beispiel.de', name: 'Zoë', company: null });
    const res = await portal.call('PUT', '/api/users/profile', {
      token: client.token,
      body: { name: 'Jürgen Müller-Lüdenscheidt', company: 'شركة مثال', position: 'מנהל' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.company).toBe('شركة مثال');
  });
});
