import { beforeAll, expect } from 'vitest';
import { berlinWallClock } from '../../lib/german/time';
import { clientOfTwoPartners, demoPartner, demoPortalForFile } from './demo-portal';

/**
 * What the tests of a client's circle start from (notes, tasks): the demo portal of the file, its
 * admin and the three demo Acceleratoren signed in, clients whose active package the first two
 * share, and a meeting planner. Read it inside tests.
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
  };
  beforeAll(async () => {
    for (const i of [0, 1, 2]) world.partners.push(await demoPartner(demo.portal, i));
  });
  return world;
}
