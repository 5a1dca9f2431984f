// Isomorphic: every cookie the portal sets, named once. The server sets them by these names
// (server/http/session-cookie.ts, modules/onboarding/capability.ts) and the Datenschutzerklärung
// lists each with its purpose and lifetime (web/components/legal/DatenschutzPage.tsx), so a new
// cookie is on the page as soon as it exists (server/privacy/cookies.int.test.ts).

interface PortalCookie {
  /** The name in development and tests. */
  name: string;
  /** The name in production: `__Host-`/`__Secure-` make the browser insist on Secure. */
  productionName: string;
  /** What it is for, as the privacy page says it (after 'Das Cookie …'). */
  purpose: string;
  /** How long it lives, as the privacy page says it. */
  lifetime: string;
}

export const portalCookies = {
  session: {
    name: 'session',
    productionName: '__Host-session',
    purpose: 'hält Ihre Anmeldung. Es enthält nur eine zufällige Kennung, keine Profildaten',
    lifetime:
      // 90: SESSION_MAX_DAYS's default (README, Configuration); an operator who changes it changes this.
      '30 Tage, bei Nutzung verlängert, höchstens 90 Tage nach der Anmeldung; mit der Abmeldung oder einer Passwortänderung wird es ungültig',
  },
  questionnaire: {
    name: 'questionnaire',
    productionName: '__Secure-questionnaire',
    purpose:
      'erlaubt nur Ihrem Browser, Ihren begonnenen Fragebogen weiter zu bearbeiten. Es enthält nur zufällige Kennungen, keine Antworten',
    lifetime: '30 Tage; bei Ihrer Registrierung wird es gelöscht',
  },
} as const satisfies Record<string, PortalCookie>;

type PortalCookieKey = keyof typeof portalCookies;

export const cookieName = (key: PortalCookieKey, production: boolean): string =>
  production ? portalCookies[key].productionName : portalCookies[key].name;
