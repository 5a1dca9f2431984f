import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { circleWorldForFile } from '../../server/testing/circle-world';
import { multipartBody } from '../../server/http/multipart-body';
import { CLIENT_QUOTA_BYTES } from './contract';
import { uploadFile } from './commands';

const world = circleWorldForFile();
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n');

/**
 * The quota is the client's, across uploads that arrive at once (two instances, two tabs): of
 * several uploads that each fit alone but not together, only those that fit are kept.
 */
describe("a client's storage quota under uploads at once", () => {
  it('keeps only what fits when eight uploads race for the last bytes', async () => {
    const c = await world.clientWithPackage();
    const first = await world.portal.call('POST', `/api/clients/${c.id}/files`, {
      token: c.token,
      ...multipartBody({ name: 'gross.pdf', bytes: pdf }, { visibility: 'shared' }),
    });
    expect(first.statusCode, first.body).toBe(201);
    const db = world.portal.runtime.ctx.db;
    // The room left fits one more of these files (the read table stands for 500 MB of real uploads).
    await sql`UPDATE client_files SET size = ${CLIENT_QUOTA_BYTES - pdf.length - 10} WHERE client_id = ${c.id}`.execute(
      db,
    );
    const actor = { id: c.id, role: 'user' as const };
    const file = { name: 'noch-eine.pdf', bytes: new Uint8Array(pdf), visibility: 'shared' as const, meetingId: null };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, () => uploadFile(world.portal.runtime.ctx, actor, c.id, file, {})),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const { rows } = await sql<{ n: number }>`
      SELECT coalesce(sum(size), 0)::bigint::text::numeric AS n FROM client_files WHERE client_id = ${c.id}`.execute(
      db,
    );
    expect(Number(rows[0]!.n)).toBeLessThanOrEqual(CLIENT_QUOTA_BYTES);
  });
});
