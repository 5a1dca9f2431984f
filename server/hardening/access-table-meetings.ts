import type { Fixture } from './fixture';
import type { RouteCase } from './access-table';
import { A, admin, aAndPartnerOfA, everyone, partnerOfA, partners, signedIn } from './access-actors';

// The route access table's rows for meetings, milestones, the archive, dashboards, audit, calendar
// feeds, scheduling and partners (access-table.ts spreads them where they stood).

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

export const meetingRoutes: Record<string, RouteCase> = {
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
  // A series of two (issue 34): planned for the allowed, the other partner refused as for one meeting.
  'POST /api/meetings/series': {
    allow: partnerOfA,
    body: (f, actor) => ({
      clientId: A(f),
      ...(actor === 'admin' ? { partnerId: f.people.partnerOfA.id } : {}),
      firstStartsAt: `${future(f, 20)}T16:00:00+01:00`,
      duration: 30,
      every: 'week',
      count: 2,
      platform: 'video-room',
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
