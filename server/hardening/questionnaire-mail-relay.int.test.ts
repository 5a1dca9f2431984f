import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeAnswers, createAs, visitor } from '../../modules/onboarding/testing/questionnaire';
import { requestMailCaps } from '../../modules/onboarding/rules/mail-caps';
import { seedDemo } from '../seed/demo';
import { demoAdmin } from '../seed/demo-accounts';
import { berlinWallClock } from '../../lib/german/time';
import { activeClientOf, demoPartner } from '../testing/demo-portal';
import type { TestPortal } from '../testing/harness';
import { startTestPortal } from '../testing/harness';
import { recipientOf } from '../testing/smtp-sink';
import { textMessages } from '../../lib/german/text';

// Security round two (issue 16), item 4: POST /api/questionnaires with status request_sent mails
// an address anyone types in, and every admin. It must not relay a stranger's words or links, nor
// flood an inbox.

let portal: TestPortal;
let admin: string;
beforeAll(async () => {
  portal = await startTestPortal();
  await seedDemo(portal.runtime.ctx);
  admin = await portal.signIn(demoAdmin);
});
afterAll(() => portal.close());

// A line break in the name is refused at input since round three (lib/german/text.ts); the mails
// still put a stored name on one line (plainName), which lib/plain-name.unit.test.ts proves.
const bait = 'Gewinn! Klicken Sie https://evil.example/gewinn Bcc: alle@beispiel.de www.evil.example';
/** One request (all steps in one save) by a new visitor; answers the questionnaire's id. */
async function request(email: string, name = 'Jana Berg'): Promise<string> {
  const { id } = await createAs(visitor(portal), {
    answers: { ...completeAnswers('relay'), email, name },
    status: 'request_sent',
  });
  return id;
}
const mailsTo = (address: string) => portal.smtp.mails.filter((m) => recipientOf(m) === address);
/** Waits for `count` mails to `address`, then a little longer: more must not come. */
async function exactly(address: string, count: number): Promise<number> {
  if (count > 0) await portal.smtp.waitFor(() => mailsTo(address).length >= count);
  await new Promise((r) => setTimeout(r, 1500));
  return mailsTo(address).length;
}

describe('the questionnaire is no mail relay', () => {
  it('a name over two lines (a header injection) is refused with a German message, and nobody is mailed', async () => {
    const res = await visitor(portal).call('POST', '/api/questionnaires', {
      body: {
        answers: { ...completeAnswers('relay'), email: 'zeilen@beispiel.de', name: 'Jana\r\nBcc: alle@beispiel.de' },
        status: 'request_sent',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(textMessages.lineBreak);
    expect(await exactly('zeilen@beispiel.de', 0)).toBe(0);
  });

  it('the visitor mail echoes nothing typed in; the admin notice shows the name on one line without links', async () => {
    const id = await request('opfer@beispiel.de', bait);
    const mail = await portal.smtp.waitFor((m) => recipientOf(m) === 'opfer@beispiel.de');
    expect(mail.text).not.toMatch(/Gewinn|evil|Bcc/);
    expect(mail.text).toContain('Guten Tag,');

    const notice = await portal.smtp.waitFor(
      (m) => recipientOf(m) === demoAdmin.email && (m.subject ?? '').startsWith('Neue Anfrage: Gewinn'),
    );
    expect(notice.subject).not.toMatch(/evil|\n/);
    expect(notice.text).not.toMatch(/evil\.example|^Bcc:/m);
    expect(notice.bcc).toBeUndefined();

    const txt = await portal.call('GET', `/api/questionnaires/${id}/download?format=txt`, { token: admin });
    expect(txt.statusCode).toBe(200);
    expect(txt.body).not.toMatch(/evil\.example|^Bcc:/m);
    expect(txt.body).toMatch(/^Name: Gewinn! Klicken Sie Bcc:$/m);
  });

  it(`confirms to one address at most ${requestMailCaps.perRecipient} times an hour`, async () => {
    for (let i = 0; i <= requestMailCaps.perRecipient; i++) await request('vielfach@beispiel.de');
    expect(await exactly('vielfach@beispiel.de', requestMailCaps.perRecipient)).toBe(requestMailCaps.perRecipient);
    portal.clock.advance(61 * 60_000);
    await request('vielfach@beispiel.de');
    expect(await exactly('vielfach@beispiel.de', requestMailCaps.perRecipient + 1)).toBe(
      requestMailCaps.perRecipient + 1,
    );
  });

  it(`beyond ${requestMailCaps.all} requests an hour mails nobody, while every request is still listed`, async () => {
    portal.clock.advance(61 * 60_000);
    const noticesBefore = mailsTo(demoAdmin.email).length;
    for (let i = 0; i < requestMailCaps.all; i++) await request(`flut${i}@beispiel.de`);
    const over = await request('flut-danach@beispiel.de');
    await portal.smtp.waitFor(() => mailsTo(demoAdmin.email).length >= noticesBefore + requestMailCaps.all);
    expect(await exactly('flut-danach@beispiel.de', 0)).toBe(0);
    expect(mailsTo(demoAdmin.email).length).toBe(noticesBefore + requestMailCaps.all);
    const list = await portal.call('GET', '/api/questionnaires/requests', { token: admin });
    expect(list.json().requests.map((r: { id: string }) => r.id)).toContain(over);
  });
});

describe('names in other mails and calendar entries', () => {
  it('a client named with a link and a line break is greeted and put into the calendar entry plainly', async () => {
    const partner = await demoPartner(portal, 0);
    const client = await activeClientOf(portal, admin, partner.id, {
      email: 'kalender@beispiel.de',
      name: 'Kim\nKlick www.evil.example',
    });
    const date = berlinWallClock(new Date(portal.clock.now.getTime() + 5 * 24 * 3600_000)).date;
    const planned = await portal.call('POST', '/api/meetings/create', {
      token: partner.token,
      body: { clientId: client.id, date, time: '10:00', duration: 60, platform: 'zoom' },
    });
    expect(planned.statusCode, planned.body).toBe(201);
    const invite = await portal.smtp.waitFor(
      (m) => recipientOf(m) === client.email && (m.subject ?? '').startsWith('Termin geplant'),
    );
    expect(invite.text).toContain('Hallo Kim Klick,');
    const ics = invite.attachments.find((a) => a.contentType.startsWith('text/calendar'))!.content.toString();
    expect(ics).not.toContain('evil');
    expect(ics.replace(/\r\n[ \t]/g, '')).toContain('SUMMARY:Coaching: Kim Klick &');
  });
});
