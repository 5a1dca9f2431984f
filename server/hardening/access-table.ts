import type { Actor, Fixture } from './fixture';
import { A, admin, aAndAdmin, everyone, partnerOfA, signedIn } from './access-actors';
import { moneyRoutes } from './access-table-money';
import { betweenSessionsRoutes } from './access-table-between';
import { sepaRoutes } from './access-table-sepa';
import { busyCalendarRoutes } from './access-table-calendars';
import { meetingRoutes } from './access-table-meetings';
import { reportsRoutes } from './access-table-reports';
import { LEGAL_VERSIONS } from '../../lib/legal-versions';

// Who may call which route, written down by hand (not derived from the code it checks). A new
// route fails route-access.int.test.ts until it is named here, with a sample body if it reads one.
// Every route's parameters point at client A's data, so "allowed" for anyone but A, A's partner and
// the admin means: that person may see or touch A's things.

export interface RouteCase {
  /** The actors who get past every check (not 401/403); everyone else is refused. */
  allow: readonly Actor[];
  /** The URL to call; default: the route's own path (no parameters). */
  url?: (f: Fixture) => string;
  /** A valid body for this actor (the bad-input test breaks it field by field). */
  body?: (f: Fixture, actor: Actor) => Record<string, unknown>;
  headers?: (f: Fixture) => Record<string, string>;
  /** The query string the route reads (the bad-input test breaks it). */
  query?: (f: Fixture) => Record<string, string>;
  /**
   * A refusal with a status other than 401/403/404, where the spec asks for it: e.g. a partner
   * without hours on A's package planning for A is a 400 PARTNER_NOT_ALLOCATED.
   */
  refusedWith?: Partial<Record<Actor, number>>;
  /** Needs its own session per call (logout ends the session it is called with). */
  freshSession?: true;
  /** Ends client A or B (account deletion): runs after every other route. */
  last?: true;
  /** The answer may name A to anyone (signing in with A's credentials answers A's account). */
  mentionsA?: true;
}

/** Unique per actor, so parallel calls do not collide (and the per-account limits do not bite). */
const mail = (prefix: string, actor: Actor) =>
  `${prefix}-${actor.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@haertung.de`;

export const accessTable: Record<string, RouteCase> = {
  ...moneyRoutes,
  ...betweenSessionsRoutes,
  ...sepaRoutes,
  ...busyCalendarRoutes,
  ...reportsRoutes,
  // The host and the API documentation: public.
  'GET /api/health': { allow: everyone },
  'GET /api/config': { allow: everyone },
  // The portal's own state (issue 37): version, migrations, backups, failing jobs.
  'GET /api/system': { allow: admin },
  'POST /api/system/backup': { allow: admin },
  'GET /api/safari-debug/test': { allow: everyone },
  'GET /api/safari-debug/test-auth': { allow: everyone },
  'GET /api/openapi.json': { allow: everyone },
  'GET /api/docs': { allow: everyone },
  'GET /api/docs/static/index.html': { allow: everyone },
  'GET /api/docs/static/swagger-initializer.js': { allow: everyone },
  'GET /api/docs/json': { allow: everyone },
  'GET /api/docs/yaml': { allow: everyone },
  'GET /api/docs/static/*': { allow: everyone, url: () => '/api/docs/static/swagger-ui.css' },

  // Identity: sessions and one's own account.
  'GET /api/auth/me': { allow: signedIn },
  'POST /api/auth/login': {
    allow: everyone,
    mentionsA: true,
    body: (f) => ({ username: f.people.clientA.email, password: f.people.clientA.password }),
  },
  'POST /api/auth/register': {
    allow: everyone,
    body: (_f, actor) => ({
      email: mail('neu', actor),
      password: 'Neues-Passwort-1',
      name: 'Neu Registriert',
      acceptedTerms: LEGAL_VERSIONS,
    }),
  },
  // Called with a throwaway second session of each actor, so the fixture's sessions survive.
  'POST /api/auth/logout': { allow: everyone, freshSession: true },
  'PUT /api/users/profile': {
    allow: signedIn,
    body: (_f, actor) => ({
      name: `Geänderter Name ${actor}`,
      company: 'Neue Firma GmbH',
      phone: '+49 30 999',
      position: 'Leitung',
    }),
  },
  'POST /api/users/accept-terms': { allow: signedIn, body: () => ({ acceptedTerms: LEGAL_VERSIONS }) },
  'POST /api/auth/forgot-password': { allow: everyone, body: (_f, actor) => ({ email: mail('vergessen', actor) }) },
  // An unknown token: passing the guard shows as 400 (invalid token), the honest outcome for anyone.
  'POST /api/auth/reset-password/check': { allow: everyone, body: () => ({ token: 'a'.repeat(43) }) },
  'POST /api/auth/reset-password': {
    allow: everyone,
    body: () => ({ token: 'a'.repeat(43), password: 'Neues-Passwort-2' }),
  },
  // A wrong current password: passing the guard shows as 400; a real change would end every session of the fixture.
  'POST /api/users/change-password': {
    allow: signedIn,
    body: () => ({
      currentPassword: 'Falsches-Passwort-1',
      newPassword: 'Neues-Passwort-3',
      confirmPassword: 'Neues-Passwort-3',
    }),
  },
  // Two-factor sign-in. Setup only makes a pending secret; a wrong code or password shows passing the guard as 400/409.
  'GET /api/users/mfa': { allow: signedIn },
  'POST /api/users/mfa/setup': { allow: signedIn },
  'POST /api/users/mfa/enable': { allow: signedIn, body: () => ({ code: '000000' }) },
  'POST /api/users/mfa/disable': { allow: signedIn, body: () => ({ password: 'Falsches-Passwort-1' }) },
  // The login's second step: an unknown challenge answers 400 for anyone (as an unknown reset link).
  'POST /api/auth/mfa/verify': { allow: everyone, body: () => ({ challenge: 'a'.repeat(32), code: '000000' }) },
  'POST /api/auth/mfa/enrol/setup': { allow: everyone, body: () => ({ challenge: 'a'.repeat(32) }) },
  'POST /api/auth/mfa/enrol': { allow: everyone, body: () => ({ challenge: 'a'.repeat(32), code: '000000' }) },
  // Deletes A and B for good: the last route of the matrix. An admin cannot delete themselves this way (spec: clients only).
  'DELETE /api/users/me': { allow: ['clientA', 'clientB'], last: true },

  // Identity: the admin's account management; A's id where a user id is asked for (refused by the domain: A is no admin/partner).
  'GET /api/users/admins': { allow: admin },
  'POST /api/users/create-admin': {
    allow: admin,
    body: (_f, actor) => ({
      name: 'Zweite Admin',
      email: mail('admin2', actor),
      username: `admin2-${actor}`,
      password: 'Admin-Passwort-2',
    }),
  },
  'DELETE /api/users/admin/:id': { allow: admin, url: (f) => `/api/users/admin/${A(f)}` },
  'GET /api/users/role/partner': { allow: admin },
  'POST /api/users': {
    allow: admin,
    body: (_f, actor) => ({ name: 'Neuer Accelerator', email: mail('partner-neu', actor), partnerType: 'Vertrieb' }),
  },
  'GET /api/users/:id': { allow: aAndAdmin, url: (f) => `/api/users/${A(f)}` },
  'PUT /api/users/:id': { allow: admin, url: (f) => `/api/users/${A(f)}`, body: () => ({ partnerType: 'Vertrieb' }) },
  'DELETE /api/users/:id': { allow: admin, url: (f) => `/api/users/${A(f)}` },
  // An Accelerator leaves (issue 15 item 4): A is no partner, so the domain refuses what the guard lets through.
  'POST /api/users/:id/reactivate': { allow: admin, url: (f) => `/api/users/${A(f)}/reactivate` },
  // A former Accelerator's erasure: A is a client, so the domain refuses (400) what the guard lets through.
  'POST /api/users/:id/erase': { allow: admin, url: (f) => `/api/users/${A(f)}/erase` },
  'GET /api/users/:id/holdings': { allow: admin, url: (f) => `/api/users/${f.people.otherPartner.id}/holdings` },
  'POST /api/users/:id/handover': {
    allow: admin,
    url: (f) => `/api/users/${A(f)}/handover`,
    body: (f) => ({
      packages: [{ userPackageId: f.packageOfA, toPartnerId: f.people.partnerOfA.id }],
      meetings: 'cancel',
    }),
  },
  // What the hand-over would move: the same body, the admin's (rolled back, so nothing changes).
  'POST /api/users/:id/handover/preview': {
    allow: admin,
    url: (f) => `/api/users/${A(f)}/handover/preview`,
    body: (f) => ({
      packages: [{ userPackageId: f.packageOfA, toPartnerId: f.people.partnerOfA.id }],
      meetings: 'handOver',
    }),
  },

  // Onboarding: A's questionnaire.
  'POST /api/questionnaires': {
    allow: everyone,
    body: () => ({ answers: { name: 'Neue Besucherin', email: 'besuch@haertung.de' } }),
  },
  // Anyone may ask whether an address has an account (what registering would answer too).
  'POST /api/questionnaires/email-status': { allow: everyone, body: () => ({ email: 'besuch@haertung.de' }) },
  // Public routes (a visitor holds a capability cookie): an anonymous caller without it gets 403.
  // Only the author edits answers; admins read them but do not write in a client's name.
  'PUT /api/questionnaires/:id': {
    allow: ['clientA'],
    url: (f) => `/api/questionnaires/${f.questionnaireOfA}`,
    body: () => ({ selectedPackage: null }),
    refusedWith: { anonymous: 403 },
  },
  'GET /api/questionnaires/requests': { allow: admin },
  'GET /api/questionnaires/:id': {
    allow: aAndAdmin,
    url: (f) => `/api/questionnaires/${f.questionnaireOfA}`,
    refusedWith: { anonymous: 403 },
  },
  'GET /api/questionnaires/:id/download': {
    allow: partnerOfA,
    url: (f) => `/api/questionnaires/${f.questionnaireOfA}/download`,
    query: () => ({ format: 'txt' }),
  },
  'GET /api/questionnaires/client/:clientId/download': {
    allow: partnerOfA,
    url: (f) => `/api/questionnaires/client/${A(f)}/download`,
    query: () => ({ format: 'txt' }),
  },

  // Packages: templates (admins), A's user package, the admin's offers.
  'GET /api/packages': { allow: admin },
  'GET /api/packages/active': { allow: signedIn },
  'POST /api/packages': { allow: admin, body: () => ({ name: 'Neue Vorlage', price: 750, totalHours: 5 }) },
  'PUT /api/packages/:id': {
    allow: admin,
    url: (f) => `/api/packages/${f.template}`,
    body: () => ({ name: 'Vorlage geändert', price: 800, totalHours: 6 }),
  },
  'DELETE /api/packages/:id': { allow: admin, url: (f) => `/api/packages/${f.templateToDelete}` },
  'GET /api/packages/:id/public-info': { allow: signedIn, url: (f) => `/api/packages/${f.template}/public-info` },
  'GET /api/packages/my-active': { allow: everyone },
  'GET /api/users/me/package': { allow: signedIn },
  'GET /api/packages/user/:id': { allow: aAndAdmin, url: (f) => `/api/packages/user/${A(f)}` },
  // A's package is active: A passes and is refused by state (409); B may not touch it.
  'POST /api/packages/accept': { allow: aAndAdmin, body: (f) => ({ packageId: f.packageOfA }) },
  'POST /api/packages/decline': { allow: aAndAdmin, body: (f) => ({ packageId: f.packageOfA, reason: 'Zu teuer' }) },
  'POST /api/packages/:id/rating': {
    allow: aAndAdmin,
    url: (f) => `/api/packages/${f.packageOfA}/rating`,
    body: () => ({ rating: 5, comment: 'Sehr gut' }),
  },
  'GET /api/packages/pending': { allow: admin },
  'GET /api/packages/stats': { allow: admin },
  'GET /api/packages/clients-without-package': { allow: admin },
  'POST /api/packages/create-and-assign': {
    allow: admin,
    body: (f) => ({
      clientId: f.clientWithoutPackage,
      packageName: 'Angebot',
      customPrice: 900,
      partnerHours: [{ partnerId: f.people.partnerOfA.id, hours: 3 }],
    }),
  },
  'POST /api/packages/assign': {
    allow: admin,
    body: (f) => ({ clientId: f.clientWithoutPackage, packageId: f.template, price: 500 }),
  },
  'POST /api/packages/assign-and-activate': {
    allow: admin,
    body: (f) => ({ clientId: f.clientWithoutPackage, packageId: f.template, price: 500, paymentConfirmed: true }),
  },
  'POST /api/packages/:id/activate': {
    allow: admin,
    url: (f) => `/api/packages/${f.packageOfA}/activate`,
    body: () => ({ paymentConfirmed: true }),
  },
  // A bystander's package: completing A's would end the hours the rest of the matrix relies on.
  'POST /api/packages/:id/complete': { allow: admin, url: (f) => `/api/packages/${f.packageToComplete}/complete` },
  // After the complete above (table order): the admin gets 409, the package has ended already.
  'POST /api/packages/:id/withdraw': { allow: admin, url: (f) => `/api/packages/${f.packageToComplete}/withdraw` },
  // An empty correction: passing the guard shows as 400 (or 409: that package is no open offer).
  'POST /api/packages/:id/correct': {
    allow: admin,
    url: (f) => `/api/packages/${f.packageToComplete}/correct`,
    body: () => ({}),
  },
  'POST /api/packages/:id/cancel': {
    allow: admin,
    url: (f) => `/api/packages/${f.packageToComplete}/cancel`,
    body: () => ({ reason: 'Storniert im Test' }),
  },

  ...meetingRoutes,
};
