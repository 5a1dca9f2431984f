import type { Actor, Fixture } from './fixture';
import { A, admin, aAndAdmin, aAndPartnerOfA, everyone, partnerOfA, partners, signedIn } from './access-actors';
import { moneyRoutes } from './access-table-money';
import { betweenSessionsRoutes } from './access-table-between';
import { sepaRoutes } from './access-table-sepa';
import { busyCalendarRoutes } from './access-table-calendars';
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
const future = (f: Fixture, days: number) =>
  new Date(f.portal.clock.now.getTime() + days * 24 * 3600_000).toISOString().slice(0, 10);
const availabilitySample = (f: Fixture) => ({
  weekly: [{ weekday: '1', range: { from: '09:00', to: '12:00' } }],
  exceptions: [{ date: future(f, 10), kind: 'off', range: null }],
  minNoticeHours: 24,
  bufferMinutes: 15,
  platform: 'zoom',
  link: 'https://meet.example.de/raum',
});
const profileFields = { specialty: 'Vertrieb', location: 'Köln', active: true, expertise: [], references: [] };

export const accessTable: Record<string, RouteCase> = {
  ...moneyRoutes,
  ...betweenSessionsRoutes,
  ...sepaRoutes,
  ...busyCalendarRoutes,
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
  'GET /api/users/:id/holdings': { allow: admin, url: (f) => `/api/users/${f.people.otherPartner.id}/holdings` },
  'POST /api/users/:id/handover': {
    allow: admin,
    url: (f) => `/api/users/${A(f)}/handover`,
    body: (f) => ({
      packages: [{ userPackageId: f.packageOfA, toPartnerId: f.people.partnerOfA.id }],
      meetings: 'cancel',
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

  // Meetings of A with their partner.
  'GET /api/meetings/mine': { allow: signedIn },
  'GET /api/meetings/mine/past': { allow: signedIn },
  'POST /api/meetings/create': {
    allow: partnerOfA,
    // Only an admin names the partner; a partner plans as themselves (partnerId is not read).
    body: (f, actor) => ({
      clientId: A(f),
      ...(actor === 'admin' ? { partnerId: f.people.partnerOfA.id } : {}),
      date: future(f, 6),
      time: '14:00',
      duration: 60,
      platform: 'zoom',
    }),
    refusedWith: { otherPartner: 400 },
  },
  'POST /api/meetings/:id/complete': {
    allow: partnerOfA,
    url: (f) => `/api/meetings/${f.meetingToComplete}/complete`,
    body: () => ({ summary: 'Gut gelaufen', notes: 'Weiter so' }),
  },
  // A meeting that has not started yet: the allowed get 409 (not started), the others 403.
  'POST /api/meetings/:id/not-held': {
    allow: partnerOfA,
    url: (f) => `/api/meetings/${f.meetingToComplete}/not-held`,
    body: () => ({ reason: 'Klient krank' }),
  },
  'POST /api/meetings/:id/no-show': { allow: partnerOfA, url: (f) => `/api/meetings/${f.meetingToComplete}/no-show` },
  // Moving the meeting to be cancelled a day on: the allowed move it, the others get 403.
  // Issue 19: A moves and cancels their own meeting too (A's move is refused 409: no free slot).
  'POST /api/meetings/:id/reschedule': {
    allow: aAndPartnerOfA,
    url: (f) => `/api/meetings/${f.meetingToCancel}/reschedule`,
    body: (f) => ({ date: future(f, 6), time: '15:00', duration: 60 }),
  },
  // Issue 30: what cancelling and moving mean now, for the meeting's client, partner and the admins.
  'GET /api/meetings/:id/terms': { allow: aAndPartnerOfA, url: (f) => `/api/meetings/${f.meetingToCancel}/terms` },
  'POST /api/meetings/:id/cancel': {
    allow: aAndPartnerOfA,
    url: (f) => `/api/meetings/${f.meetingToCancel}/cancel`,
    body: () => ({ reason: 'Krank' }),
  },
  'GET /api/meetings/admin/all': { allow: admin },
  'GET /api/meetings/export': { allow: admin },
  'GET /api/coordination/client/:clientId/all-meetings': {
    allow: partnerOfA,
    url: (f) => `/api/coordination/client/${A(f)}/all-meetings`,
  },

  // Milestones of A, and the admins' template.
  'GET /api/milestones': { allow: signedIn },
  'GET /api/milestones/user/:id': { allow: aAndPartnerOfA, url: (f) => `/api/milestones/user/${A(f)}` },
  'POST /api/milestones/complete/:id': {
    allow: aAndPartnerOfA,
    url: (f) => `/api/milestones/complete/${f.milestoneOfA}`,
    body: (f) => ({ userId: A(f), notes: 'Erledigt' }),
  },
  'GET /api/milestones/template': { allow: admin },
  'POST /api/milestones': {
    allow: admin,
    body: (_f, actor) => ({ name: `Neuer Schritt ${actor}`, description: 'Beschreibung' }),
  },
  'PUT /api/milestones/:id': {
    allow: admin,
    url: (f) => `/api/milestones/${f.milestoneItem}`,
    body: () => ({ name: 'Schritt geändert' }),
  },
  'DELETE /api/milestones/:id': { allow: admin, url: (f) => `/api/milestones/${f.milestoneItemToDelete}` },

  // Archive and privacy.
  'GET /api/client-archive': { allow: admin },
  'PUT /api/client-archive/:userId/notes': {
    allow: admin,
    url: (f) => `/api/client-archive/${A(f)}/notes`,
    body: () => ({ notes: 'Notiz zu A' }),
  },
  'GET /api/client-archive/:userId/export': { allow: admin, url: (f) => `/api/client-archive/${A(f)}/export` },
  'GET /api/users/me/export': { allow: signedIn },

  // Dashboards.
  'GET /api/dashboard/admin/stats': { allow: admin },
  'GET /api/dashboard/admin/attention': { allow: admin, query: () => ({ limit: '10', offset: '0' }) },
  'GET /api/dashboard/partner/stats': { allow: partners },
  'GET /api/dashboard/user/data': { allow: signedIn },
  'GET /api/dashboard/first-week-clients': { allow: admin },
  'GET /api/dashboard/activities/recent': { allow: admin },
  'GET /api/clients': { allow: admin, query: () => ({ q: 'Anton', filter: 'all' }) },
  'GET /api/clients/export': { allow: admin, query: () => ({ q: 'Anton', filter: 'all' }) },
  'GET /api/clients/:clientId/details': { allow: admin, url: (f) => `/api/clients/${A(f)}/details` },
  'GET /api/clients/:clientId/meetings': {
    allow: admin,
    url: (f) => `/api/clients/${A(f)}/meetings`,
    query: () => ({ limit: '20', offset: '0' }),
  },

  // Audit: A's package as it stands.
  'GET /api/audit/events': { allow: admin, query: (f) => ({ entity: 'package', entityId: f.packageOfA, limit: '20' }) },
  'GET /api/audit/streams/:streamId': {
    allow: admin,
    url: (f) => `/api/audit/streams/packages-user-package-${f.packageOfA}`,
    query: () => ({ asOf: '2030-01-01T00:00:00Z' }),
  },

  // Calendar feeds: one's own feed (admins have none: creating one is refused by the domain, 403);
  // the public feed with an unknown token answers 404 to anyone; A's meeting as a file.
  // Scheduling (issue 19): A's booking with A's Accelerator.
  'GET /api/partners/:id/slots': {
    allow: ['clientA'],
    url: (f) => `/api/partners/${f.people.partnerOfA.id}/slots`,
    query: (f) => ({ from: future(f, 3), to: future(f, 9), duration: '60' }),
  },
  // Refused 409 for A: A's Accelerator has no availability in the fixture.
  'POST /api/meetings/book': {
    allow: ['clientA'],
    body: (f) => ({
      partnerId: f.people.partnerOfA.id,
      startsAt: new Date(f.portal.clock.now.getTime() + 5 * 24 * 3600_000).toISOString(),
      duration: 60,
    }),
  },
  'GET /api/calendar/feed': { allow: signedIn },
  'POST /api/calendar/feed': { allow: ['clientA', 'clientB', 'partnerOfA', 'otherPartner'] },
  'DELETE /api/calendar/feed': { allow: signedIn },
  'GET /api/calendar/:token.ics': { allow: everyone, url: () => `/api/calendar/${'A'.repeat(43)}.ics` },
  'GET /api/calendar/meetings/:id.ics': {
    allow: aAndPartnerOfA,
    url: (f) => `/api/calendar/meetings/${f.meetingToComplete}.ics`,
  },

  // Partners: A's partner's clients, the partners of A's package, the directory.
  'GET /api/partner-clients/my-clients': { allow: partnerOfA, query: (f) => ({ partnerId: f.people.partnerOfA.id }) },
  'GET /api/partners/package/:id': { allow: aAndPartnerOfA, url: (f) => `/api/partners/package/${f.packageOfA}` },
  'GET /api/partners': { allow: signedIn, query: (f) => ({ userId: f.people.partnerOfA.id }) },
  'GET /api/partners/:id': { allow: signedIn, url: (f) => `/api/partners/${f.people.partnerOfA.id}` },
  'POST /api/partners': { allow: admin, body: (f) => ({ userId: f.partnerWithoutProfile, ...profileFields }) },
  // The office edits any profile; an Accelerator only their own (the specialty left as the office saved it).
  'PUT /api/partners/:id': {
    allow: ['otherPartner', 'admin'],
    url: (f) => `/api/partners/${f.people.otherPartner.id}`,
    headers: (f) => ({ 'if-match': `"${f.otherPartnerProfileVersion}"` }),
    body: () => ({ ...profileFields, specialty: 'Management', location: 'Leipzig' }),
  },
  'DELETE /api/partners/:id': { allow: admin, url: (f) => `/api/partners/${f.partnerProfileToDelete}` },

  // Scheduling: a partner's own availability (an admin passes the guard and, being no partner, gets 404
  // on the write), A's partner's availability for the admin, the firm's cancellation notice.
  'GET /api/availability': { allow: partners },
  'PUT /api/availability': { allow: partners, body: (f) => availabilitySample(f) },
  'GET /api/partners/:id/availability': {
    allow: admin,
    url: (f) => `/api/partners/${f.people.partnerOfA.id}/availability`,
  },
  'PUT /api/partners/:id/availability': {
    allow: admin,
    url: (f) => `/api/partners/${f.people.partnerOfA.id}/availability`,
    body: (f) => availabilitySample(f),
  },
  'GET /api/settings/scheduling': { allow: signedIn },
};
