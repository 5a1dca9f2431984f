import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGAL_VERSIONS } from '../../lib/legal-versions';
import { portalCookies } from '../../lib/portal-cookies';
import { completeAnswers, createAs, visitor } from '../../modules/onboarding/testing/questionnaire';
import { startTestPortal, type TestPortal } from '../testing/harness';

// The Datenschutzerklärung lists `portalCookies` (web/components/legal/DatenschutzPage.tsx); every
// cookie the server sets must be one of them, or the page would keep quiet about it.

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal.close());

describe('the cookies the portal sets', () => {
  it('are each listed on the privacy page: the session and the questionnaire capability', async () => {
    const set = new Set<string>();
    const note = (res: { cookies: { name: string }[] }) => res.cookies.forEach((c) => set.add(c.name));

    // A visitor's questionnaire, then their registration and the link to it (which clears its cookie).
    const browser = visitor(portal);
    const { id, res: created } = await createAs(browser, {
      answers: completeAnswers('cookies'),
      status: 'request_sent',
    });
    note(created);
    const registered = await browser.call('POST', '/api/auth/register', {
      body: {
        acceptedTerms: LEGAL_VERSIONS,
        email: 'keks@beispiel.de',
        password: 'Start-Passwort-1',
        name: 'Kai Keks',
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    note(registered);
    const token = registered.json().token as string;
    const converted = await browser.call('PUT', `/api/questionnaires/${id}`, {
      token,
      body: { status: 'converted', userId: registered.json().user.id },
    });
    expect(converted.statusCode, converted.body).toBe(200);
    note(converted);
    const login = await portal.call('POST', '/api/auth/login', {
      body: { username: 'keks@beispiel.de', password: 'Start-Passwort-1' },
    });
    note(login);
    note(await portal.call('POST', '/api/auth/logout', { token: login.json().token }));

    const listed = Object.values(portalCookies).map((c) => c.name);
    expect([...set].sort()).toEqual([...listed].sort());
  });
});
