import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { demoPartners } from '../../server/seed/demo-accounts';
import { demoPortalForFile, offerPackage, signedInClient, userIdOf } from '../../server/testing/demo-portal';
import { auditQuery } from './contract';
import { pagePositionsQuery } from './queries';

// The audit filters by client and by actor read an index of the log (`0000_baseline`, eventstore), not the log
// between a page's ends: they must still find exactly the events they found, page by page.

const demo = demoPortalForFile();

/** Every page of a filter, oldest page last, as the screen pages it (`before` = the last `nextBefore`). */
async function allPages(filter: string, limit: number): Promise<number[][]> {
  const pages: number[][] = [];
  let before: number | null = null;
  do {
    const url = `/api/audit/events?${filter}&limit=${limit}${before ? `&before=${before}` : ''}`;
    const res = await demo.portal.call('GET', url, { token: demo.admin });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { rows: { position: number }[]; nextBefore: number | null };
    pages.push(body.rows.map((r) => r.position));
    before = body.nextBefore;
  } while (before !== null && pages.length < 50);
  return pages;
}

/** What the filter means, asked of the log directly (the condition the audit used before its indexes). */
async function positionsWhere(condition: ReturnType<typeof sql<boolean>>): Promise<number[]> {
  const r = await sql<{
    position: number;
  }>`SELECT position FROM events WHERE ${condition} ORDER BY position DESC`.execute(demo.portal.runtime.ctx.db);
  return r.rows.map((row) => Number(row.position));
}

describe('audit filters by index', () => {
  it('finds the same events by client and by actor, and pages across the filter without gaps or repeats', async () => {
    const partnerId = await userIdOf(demo.portal, demoPartners[0]!.email);
    const anna = await signedInClient(demo.portal, { email: 'index-anna@beispiel.de', name: 'Anna Index' });
    const bernd = await signedInClient(demo.portal, { email: 'index-bernd@beispiel.de', name: 'Bernd Index' });
    // Interleaved: the two clients' events alternate in the log, so a page of one spans the other's.
    const offers = new Map<string, string>();
    for (const round of [1, 2, 3]) {
      for (const client of [anna, bernd]) {
        if (round === 2) {
          const res = await demo.portal.call('POST', `/api/packages/${offers.get(client.id)}/withdraw`, {
            token: demo.admin,
            body: {},
          });
          expect(res.statusCode, res.body).toBeLessThan(300);
        } else {
          const offer = await offerPackage(demo.portal, demo.admin, {
            clientId: client.id,
            packageName: `Runde ${round}`,
            customPrice: 100 * round,
            partnerHours: [{ partnerId, hours: round }],
          });
          offers.set(client.id, offer);
        }
        const res = await demo.portal.call('PUT', '/api/users/profile', {
          token: client.token,
          body: { company: `${client.name} ${round} GmbH` },
        });
        expect(res.statusCode, res.body).toBe(200);
      }
    }

    const ofAnna = await positionsWhere(sql`data->>'clientId' = ${anna.id} OR data->>'userId' = ${anna.id}`);
    const byAnna = await positionsWhere(sql`metadata->>'actorId' = ${anna.id}`);
    expect(ofAnna.length).toBeGreaterThanOrEqual(7);
    expect(byAnna.length).toBeGreaterThanOrEqual(3); // her three profile changes (and whatever her sign-in wrote)

    for (const limit of [1, 2, 5, 50]) {
      const pages = await allPages(`entity=client&entityId=${anna.id}`, limit);
      expect(pages.flat()).toEqual(ofAnna);
      expect(pages.slice(0, -1).every((p) => p.length === limit)).toBe(true);
    }
    expect((await allPages(`actorId=${anna.id}`, 2)).flat()).toEqual(byAnna);
    // Both at once: Anna's own changes, no one else's about her.
    expect((await allPages(`entity=client&entityId=${anna.id}&actorId=${anna.id}`, 2)).flat()).toEqual(byAnna);
    expect((await allPages(`entity=client&entityId=${anna.id}&type=PackageOffered`, 1)).flat()).toHaveLength(2);
    // Bernd's filter never returns Anna's events.
    const ofBernd = (await allPages(`entity=client&entityId=${bernd.id}`, 3)).flat();
    expect(ofBernd.filter((p) => ofAnna.includes(p))).toEqual([]);
  });

  it('reads each filter through its index, in position order', async () => {
    const db = demo.portal.runtime.ctx.db;
    const anyId = '00000000-0000-4000-8000-000000000001';
    const plan = async (filter: Record<string, unknown>) =>
      db.transaction().execute(async (tx) => {
        // A small test log is cheaper to scan; the question here is whether the index can serve the query.
        await sql`SET LOCAL enable_seqscan = off`.execute(tx);
        const q = pagePositionsQuery(demo.portal.runtime.ctx.store, auditQuery.parse(filter)).compile(tx);
        const r = await sql
          .raw<{ 'QUERY PLAN': string }>(
            `EXPLAIN ${q.sql.replace(/\$(\d+)/g, (_, n) => `'${String(q.parameters[Number(n) - 1])}'`)}`,
          )
          .execute(tx);
        return r.rows.map((row) => row['QUERY PLAN']).join('\n');
      });
    const byClient = await plan({ entity: 'client', entityId: anyId, before: 1000, limit: 20 });
    expect(byClient).toContain('events_client_position');
    expect(byClient).toContain('events_user_position');
    expect(byClient).not.toMatch(/Sort Key: events\.position/);
    expect(await plan({ actorId: anyId, limit: 20 })).toContain('events_actor_position');
    expect(await plan({ entity: 'partner', entityId: anyId, limit: 20 })).toContain('events_partner_position');
  });
});
