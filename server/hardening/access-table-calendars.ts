import type { RouteCase } from './access-table';
import { admin, partners } from './access-actors';

/** The access table's rows of the Accelerators' own calendars (issue 34). */
export const busyCalendarRoutes: Record<string, RouteCase> = {
  // An Accelerator's own calendars (issue 34): their own, and A's partner's for the office. Reading
  // now reads nothing here (no calendar saved in the fixture) and answers the empty list.
  'GET /api/scheduling/busy-sources': { allow: partners },
  'PUT /api/scheduling/busy-sources': { allow: partners, body: () => ({ sources: [] }) },
  'POST /api/scheduling/busy-sources/sync': { allow: partners },
  'GET /api/scheduling/busy-times': { allow: partners, query: () => ({ date: '2026-12-01' }) },
  'GET /api/partners/:id/busy-sources': {
    allow: admin,
    url: (f) => `/api/partners/${f.people.partnerOfA.id}/busy-sources`,
  },
  'PUT /api/partners/:id/busy-sources': {
    allow: admin,
    url: (f) => `/api/partners/${f.people.partnerOfA.id}/busy-sources`,
    body: () => ({ sources: [] }),
  },
  'POST /api/partners/:id/busy-sources/sync': {
    allow: admin,
    url: (f) => `/api/partners/${f.people.partnerOfA.id}/busy-sources/sync`,
  },
};
