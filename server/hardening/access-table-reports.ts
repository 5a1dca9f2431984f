import type { RouteCase } from './access-table';
import { berlinDateOf } from '../../lib/german/time';
import { admin } from './access-actors';
import type { Fixture } from './fixture';

/** This year on the fixture's clock: a year ahead would be refused. */
const thisYear = (f: Fixture) => ({ year: berlinDateOf(f.portal.clock.now).slice(0, 4) });

/** The access table's rows of the firm's figures (issue 35, item 7): the office's alone. */
export const reportsRoutes: Record<string, RouteCase> = {
  'GET /api/reports/revenue': { allow: admin, query: thisYear },
  'GET /api/reports/revenue/export': { allow: admin, query: thisYear },
};
