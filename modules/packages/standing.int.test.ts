import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { NewEvent } from '../../server/eventstore';
import { activeClientOf, demoPartner, demoPortalForFile, offerPackage } from '../../server/testing/demo-portal';

const demo = demoPortalForFile();

/** The append that puts one more event on a package's stream, as its command would. */
async function next(userPackageId: string, event: NewEvent) {
  const { rows } = await sql<{ stream_id: string; stream_type: string; v: number }>`
    SELECT stream_id, stream_type, max(version)::int AS v FROM events
    WHERE stream_id LIKE ${`%${userPackageId}`} GROUP BY stream_id, stream_type`.execute(demo.portal.runtime.ctx.db);
  const s = rows[0]!;
  return [{ streamId: s.stream_id, streamType: s.stream_type, expectedVersion: s.v, events: [event] }];
}

describe('client standing', () => {
  it('is right when two packages of one client end in two transactions at once', async () => {
    const { portal, admin } = demo;
    const { db } = portal.runtime.ctx;
    const partner = await demoPartner(portal);
    const client = await activeClientOf(portal, admin, partner.id, {
      email: 'zwei.enden@example.de',
      name: 'Zwei Enden',
    });
    const offered = await offerPackage(portal, admin, {
      clientId: client.id,
      packageName: 'Zweites Paket',
      customPrice: 500,
      partnerHours: [{ partnerId: partner.id, hours: 3 }],
    });
    const at = new Date().toISOString();
    const completed = await next(client.userPackageId, {
      type: 'PackageCompleted',
      data: { userPackageId: client.userPackageId, clientId: client.id, at },
    });
    const declined = await next(offered, {
      type: 'PackageDeclined',
      data: { userPackageId: offered, clientId: client.id, at, reason: null },
    });
    const store = portal.runtime.ctx.store;
    const a = await db.startTransaction().execute();
    const b = await db.startTransaction().execute();
    try {
      // A completes the active package; B declines the offer before A commits. Each sees the other's
      // package as it was: recomputed from those snapshots, the client stays current with one of them.
      await store.append(a, completed);
      const bDone = store.append(b, declined);
      const bFirst = await Promise.race([bDone.then(() => true), new Promise((r) => setTimeout(() => r(false), 500))]);
      await a.commit().execute();
      await bDone;
      await b.commit().execute();
      // B waited for A (the client's standing is recomputed one transaction at a time).
      expect(bFirst).toBe(false);
    } finally {
      for (const tx of [a, b])
        await tx
          .rollback()
          .execute()
          .catch(() => {});
    }
    const row = await db
      .selectFrom('client_standing' as never)
      .selectAll()
      .where('user_id' as never, '=', client.id as never)
      .executeTakeFirstOrThrow();
    // Every package over, one of them active once: a former client without a current package.
    expect(row).toMatchObject({ former: true, current_package_id: null });
  });
});
