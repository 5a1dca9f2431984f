import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { circleWorldForFile } from '../../server/testing/circle-world';
import { signedInClient } from '../../server/testing/demo-portal';
import { multipartBody } from '../../server/http/multipart-body';
import { recipientOf } from '../../server/testing/smtp-sink';
import { mailUnreadMessages } from './commands';
import type { Message, Unread } from './contract';

const world = circleWorldForFile();
const MINUTE = 60_000;

const post = (token: string, clientId: string, body: Record<string, unknown>) =>
  world.portal.call('POST', `/api/clients/${clientId}/messages`, { token, body });
const conversation = async (token: string, clientId: string) => {
  const res = await world.portal.call('GET', `/api/clients/${clientId}/messages`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { messages: Message[]; readUpTo: number };
};
const unread = async (token: string) => {
  const res = await world.portal.call('GET', '/api/messages/unread', { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Unread;
};
const unreadIn = async (token: string, clientId: string) =>
  (await unread(token)).conversations.find((c) => c.clientId === clientId)?.unread ?? 0;

describe("a client's conversation", () => {
  it('the client, their coaches and the office write and read; unread counts follow; strangers get 404', async () => {
    const c = await world.clientWithPackage();
    const [coach, otherCoach, stranger] = world.partners;
    expect((await post(c.token, c.id, { text: 'Guten Morgen! Die Zahlen: 1.234,56 € Umsatz.' })).statusCode).toBe(201);
    expect((await post(coach!.token, c.id, { text: 'Danke, schaue ich mir an.' })).statusCode).toBe(201);
    for (const token of [c.token, coach!.token, otherCoach!.token, world.admin])
      expect((await conversation(token, c.id)).messages.map((m) => m.text)).toEqual([
        'Guten Morgen! Die Zahlen: 1.234,56 € Umsatz.',
        'Danke, schaue ich mir an.',
      ]);
    // Own messages never count: the client has the coach's reply unread, the coach (who answered) none,
    // the other coach and the office both.
    expect(await unreadIn(c.token, c.id)).toBe(1);
    expect(await unreadIn(coach!.token, c.id)).toBe(0);
    expect(await unreadIn(otherCoach!.token, c.id)).toBe(2);
    expect(await unreadIn(world.admin, c.id)).toBe(2);
    expect(
      (await world.portal.call('POST', `/api/clients/${c.id}/messages/read`, { token: otherCoach!.token })).statusCode,
    ).toBe(200);
    expect(await unreadIn(otherCoach!.token, c.id)).toBe(0);

    const outsider = await signedInClient(world.portal, { email: 'nachricht-fremd@beispiel.de', name: 'Nina Außen' });
    for (const token of [stranger!.token, outsider.token]) {
      expect((await world.portal.call('GET', `/api/clients/${c.id}/messages`, { token })).statusCode).toBe(404);
      expect((await post(token, c.id, { text: 'Hallo?' })).statusCode).toBe(404);
      expect(await unreadIn(token, c.id)).toBe(0);
    }
    expect((await post(c.token, c.id, { text: '   ' })).json().message).toBe('Bitte schreiben Sie eine Nachricht.');
  });

  it('attaches only files shared with the client; a team file is refused in German', async () => {
    const c = await world.clientWithPackage();
    const coach = world.partners[0]!;
    const upload = async (name: string, visibility: string) => {
      const res = await world.portal.call('POST', `/api/clients/${c.id}/files`, {
        token: coach.token,
        ...multipartBody({ name, bytes: '%PDF-1.4\n%%EOF\n' }, { visibility }),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    const shared = await upload('Angebot.pdf', 'shared');
    const team = await upload('Intern.pdf', 'team');
    const refused = await post(coach.token, c.id, { text: 'Anbei', fileIds: [team] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('geteilt');
    expect((await post(coach.token, c.id, { text: 'Anbei das Angebot', fileIds: [shared] })).statusCode).toBe(201);
    expect((await conversation(c.token, c.id)).messages.at(-1)?.files).toEqual([{ id: shared, name: 'Angebot.pdf' }]);
  });

  it('mails a participant once after 15 minutes unread, without the text; again only after they read', async () => {
    const c = await world.clientWithPackage();
    const coach = world.partners[0]!;
    const ctx = world.portal.runtime.ctx;
    /** The mails to this client about their conversation (the coach's colleague is mailed too). */
    const mailsSent = async () =>
      (
        await sql<{ n: number }>`
          SELECT count(*)::int AS n FROM events
          WHERE type = 'UnreadMailed' AND stream_id = ${`messages-conversation-${c.id}`} AND data->>'readerId' = ${c.id}`.execute(
          ctx.db,
        )
      ).rows[0]!.n;
    await post(coach.token, c.id, { text: 'Vertraulich: die Kündigung von Herrn Maier.' });
    world.portal.clock.advance(10 * MINUTE);
    await mailUnreadMessages(ctx);
    expect(await mailsSent()).toBe(0);
    world.portal.clock.advance(6 * MINUTE);
    await mailUnreadMessages(ctx);
    expect(await mailsSent()).toBe(1);
    const mail = await world.portal.smtp.waitFor(
      (m) => recipientOf(m) === c.email && (m.subject ?? '') === 'Neue Nachricht im Kundenportal',
    );
    expect(mail.text).not.toContain('Kündigung');
    expect(mail.text).toContain('/messages');
    // The same burst: no second mail, however many messages follow.
    await post(coach.token, c.id, { text: 'Und noch etwas.' });
    world.portal.clock.advance(20 * MINUTE);
    await mailUnreadMessages(ctx);
    expect(await mailsSent()).toBe(1);
    // Read, then a new message: a new burst, a new mail.
    await world.portal.call('POST', `/api/clients/${c.id}/messages/read`, { token: c.token });
    world.portal.clock.advance(MINUTE);
    await post(coach.token, c.id, { text: 'Neue Frage.' });
    world.portal.clock.advance(16 * MINUTE);
    await mailUnreadMessages(ctx);
    expect(await mailsSent()).toBe(2);
  });

  it("the client's erasure removes the conversation; a replay rebuilds it exactly", async () => {
    const c = await world.clientWithPackage();
    await post(c.token, c.id, { text: 'Wird mit dem Konto gelöscht' });
    expect(await world.rowsOf('client_messages', c.id)).toBe(1);
    await world.replayedThenErased(c);
    expect(await world.rowsOf('client_messages', c.id)).toBe(0);
  });
});
