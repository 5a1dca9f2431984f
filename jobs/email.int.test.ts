import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../server/testing/harness';
import { recipientOf } from '../server/testing/smtp-sink';
import { sql } from 'kysely';
import { queues, transactionalEnqueuer } from './boss';
import { dropStaleMails, sendOnce } from './email';
import { createMailer } from './mailer';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal.close());

const mail = (to: string) => ({ to, subject: 'Test', text: 'Hallo' });
const settle = () => new Promise((r) => setTimeout(r, 1500));

describe('e-mail jobs', () => {
  it('a job enqueued in a transaction that rolls back is never sent', async () => {
    const { store, db } = portal.runtime.ctx;
    await expect(
      db.transaction().execute(async (tx) => {
        await store.enqueueJob(tx, queues.email, mail('rollback@beispiel.de'), randomUUID());
        throw new Error('abgebrochen');
      }),
    ).rejects.toThrow('abgebrochen');
    await settle();
    expect(portal.smtp.mails.filter((m) => recipientOf(m) === 'rollback@beispiel.de')).toHaveLength(0);
  });

  it('one event id enqueued twice sends one e-mail', async () => {
    const { store, db } = portal.runtime.ctx;
    const eventId = randomUUID();
    for (let i = 0; i < 2; i++) {
      await db.transaction().execute((tx) => store.enqueueJob(tx, queues.email, mail('once@beispiel.de'), eventId));
    }
    await portal.smtp.waitFor((m) => recipientOf(m) === 'once@beispiel.de');
    await settle();
    expect(portal.smtp.mails.filter((m) => recipientOf(m) === 'once@beispiel.de')).toHaveLength(1);
  });

  it('the same job run twice at the same time (expired while still sending, or two instances) sends one e-mail', async () => {
    const mailer = createMailer({
      smtpUrl: portal.runtime.ctx.config.SMTP_URL,
      from: 'test@beispiel.de',
      mailDir: '',
      log: () => {},
    });
    const jobId = randomUUID();
    await Promise.all(
      [0, 1, 2].map(() => sendOnce(portal.runtime.ctx.db, mailer, jobId, mail('zugleich@beispiel.de'))),
    );
    mailer.close();
    await settle();
    expect(portal.smtp.mails.filter((m) => recipientOf(m) === 'zugleich@beispiel.de')).toHaveLength(1);
  });

  it('with a maximum age, mail jobs queued while the clock lies further back are not queued; other jobs and fresh mails are', async () => {
    const { db } = portal.runtime.ctx;
    const lines: string[] = [];
    const queued = async (clockAgoMs: number) => {
      const enqueue = dropStaleMails(
        transactionalEnqueuer(portal.runtime.boss),
        () => new Date(Date.now() - clockAgoMs),
        { ms: 24 * 3600_000, log: (l) => lines.push(l) },
      );
      const jobs = [
        { queue: queues.email, data: mail('alt@beispiel.de'), jobId: randomUUID() },
        { queue: queues.invoiceMail, data: { eventId: randomUUID(), invoiceId: randomUUID() }, jobId: randomUUID() },
        { queue: queues.housekeeping, data: {}, jobId: randomUUID() },
      ];
      let found: string[] = [];
      // Read inside the transaction, then roll it back: no worker ever sees these jobs.
      await db
        .transaction()
        .execute(async (tx) => {
          await enqueue(tx, jobs);
          const r = await sql<{
            name: string;
          }>`SELECT name FROM pgboss.job WHERE id = ANY(${jobs.map((j) => j.jobId)}::uuid[])`.execute(tx);
          found = r.rows.map((row) => row.name).sort();
          throw new Error('zurückgerollt');
        })
        .catch(() => {});
      return found;
    };
    expect(await queued(25 * 3600_000)).toEqual([queues.housekeeping]);
    expect(await queued(23 * 3600_000)).toEqual([queues.email, queues.housekeeping, queues.invoiceMail].sort());
  });
});
