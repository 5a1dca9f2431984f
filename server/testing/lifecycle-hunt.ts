import { sql, type RawBuilder } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestPortal } from './harness';

// For the lifecycle hunts: two requests raced against each other (a save while the account goes), then
// a count of what the race must not have left behind.

/** Whichever request won the race, none answered with a server error. */
export function expectNoServerError(...answers: LightMyRequestResponse[]): void {
  expect(
    answers.every((a) => a.statusCode < 500),
    answers.map((a) => a.body).join(' '),
  ).toBe(true);
}

/** How many rows `from` (a table and its conditions, as after FROM) finds in the portal's database. */
export async function countRows(portal: TestPortal, from: RawBuilder<unknown>): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${from}`.execute(portal.runtime.ctx.db);
  return rows[0]!.n;
}
