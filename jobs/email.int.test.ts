import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../server/testing/harness';
import { recipientOf } from '../server/testing/smtp-sink';
import { queues } from './boss';
import { sendOnce } from './email';
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
});
