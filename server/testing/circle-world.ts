import { sql } from 'kysely';
import { beforeAll, expect } from 'vitest';
import { berlinWallClock } from '../../lib/german/time';
import { replay } from '../eventstore';
import { clientOfTwoPartners, demoPartner, demoPortalForFile } from './demo-portal';

/**
 * What the tests of a client's circle start from (notes, tasks, messages, files): the demo portal of
 * the file, its admin and the three demo Acceleratoren signed in, clients whose active package the
 * first two share, a meeting planner, and the client's erasure. Read it inside tests.
 */
export function circleWorldForFile() {
  const demo = demoPortalForFile();
  let clients = 0;
  const world = {
    get portal() {
      return demo.portal;
    },
    get admin() {
      return demo.admin;
    },
    partners: [] as { id: string; token: string }[],
    /** A new client with an active package: partner 0 holds 10 hours, partner 1 five. */
    clientWithPackage() {
      clients += 1;
      const account = { email: `kreiskunde${clients}@beispiel.de`, name: `Kreis Kunde ${clients}` };
      return clientOfTwoPartners(demo.portal, demo.admin, world.partners, account, 10);
    },
    /** The Berlin date `days` from the portal's clock. */
    dayAhead(days: number) {
      return berlinWallClock(new Date(demo.portal.clock.now.getTime() + days * 86_400_000)).date;
    },
    /** Partner `p` plans a 60-minute meeting with the client `days` ahead at 10:00. */
    async planned(p: number, clientId: string, days: number) {
      const res = await demo.portal.call('POST', '/api/meetings/create', {
        token: world.partners[p]!.token,
        body: { clientId, date: world.dayAhead(days), time: '10:00', duration: 60, platform: 'zoom' },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: string };
    },
    /** How many rows of the client `table` (a read table of the circle, or file_blobs) holds. */
    async rowsOf(table: string, clientId: string) {
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM ${sql.table(table)} WHERE client_id = ${clientId}`.execute(
        demo.portal.runtime.ctx.db,
      );
      return rows[0]!.n;
    },
    /** A replay rebuilds every read table exactly; then the client erases their account. */
    async replayedThenErased(client: { token: string }) {
      expect((await replay(demo.portal.runtime.ctx.store)).differences).toEqual([]);
      expect((await demo.portal.call('DELETE', '/api/users/me', { token: client.token })).statusCode).toBe(200);
    },
  };
  beforeAll(async () => {
    for (const i of [0, 1, 2]) world.partners.push(await demoPartner(demo.portal, i));
  });
  return world;
}
