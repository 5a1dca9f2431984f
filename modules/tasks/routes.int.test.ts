import { describe, expect, it } from 'vitest';
import { circleWorldForFile } from '../../server/testing/circle-world';
import { signedInClient } from '../../server/testing/demo-portal';
import { recipientOf } from '../../server/testing/smtp-sink';
import { sendTaskReminders } from './commands';
import type { OverdueTask, Task } from './contract';

const world = circleWorldForFile();
const DAY = 86_400_000;

const tasksOf = async (token: string, clientId: string) => {
  const res = await world.portal.call('GET', `/api/clients/${clientId}/tasks`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { tasks: Task[] }).tasks;
};
const give = (token: string, clientId: string, body: Record<string, unknown>) =>
  world.portal.call('POST', `/api/clients/${clientId}/tasks`, { token, body });
const tick = (token: string, id: string, action: 'done' | 'reopen') =>
  world.portal.call('POST', `/api/tasks/${id}/${action}`, { token });

describe('tasks given to a client', () => {
  it('coaches and the office give them; the whole circle reads them; the client ticks and reopens', async () => {
    const c = await world.clientWithPackage();
    const [coach, otherCoach, stranger] = world.partners;
    const first = await give(coach!.token, c.id, {
      title: 'Preisliste überarbeiten',
      details: 'Drei Varianten: 99,90 €, 149,00 € und 1.234,56 € im Jahr.',
      dueOn: world.dayAhead(3),
    });
    expect(first.statusCode, first.body).toBe(201);
    expect((await give(world.admin, c.id, { title: 'Vertrag zurücksenden' })).statusCode).toBe(201);
    // A client's own to-dos are notes.
    const own = await give(c.token, c.id, { title: 'Selbst gestellt' });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toContain('Notiz');

    for (const token of [c.token, coach!.token, otherCoach!.token, world.admin]) {
      const tasks = await tasksOf(token, c.id);
      expect(tasks.map((t) => t.title)).toEqual(['Preisliste überarbeiten', 'Vertrag zurücksenden']);
    }
    const outsider = await signedInClient(world.portal, { email: 'aufgabe-fremd@beispiel.de', name: 'Udo Außen' });
    for (const token of [stranger!.token, outsider.token]) {
      expect((await world.portal.call('GET', `/api/clients/${c.id}/tasks`, { token })).statusCode).toBe(404);
      expect((await give(token, c.id, { title: 'Fremd' })).statusCode).toBe(404);
      expect((await tick(token, first.json().id, 'done')).statusCode).toBe(404);
    }
    // A malformed client in the path is an unknown client, in the same words as a stranger's.
    const malformed = await world.portal.call('GET', '/api/clients/kein-klient/tasks', { token: world.admin });
    expect([malformed.statusCode, malformed.json().message]).toEqual([404, 'Klient nicht gefunden.']);

    const id = first.json().id as string;
    expect((await tick(c.token, id, 'done')).statusCode).toBe(200);
    expect((await tick(c.token, id, 'done')).statusCode).toBe(409);
    const seen = (await tasksOf(coach!.token, c.id)).find((t) => t.id === id)!;
    expect(seen).toMatchObject({ done: true, doneByName: 'Kreis Kunde 1', givenByName: 'Markus Berger' });
    // Done ones go last.
    expect((await tasksOf(c.token, c.id)).map((t) => t.title)).toEqual([
      'Vertrag zurücksenden',
      'Preisliste überarbeiten',
    ]);
    expect((await tick(c.token, id, 'reopen')).statusCode).toBe(200);
    expect((await tasksOf(c.token, c.id)).find((t) => t.id === id)).toMatchObject({ done: false, doneAt: null });
  });

  it('refuses a due day in the past or one that does not exist, in German, and writes nothing', async () => {
    const c = await world.clientWithPackage();
    const token = world.partners[0]!.token;
    const past = await give(token, c.id, { title: 'Zu spät', dueOn: world.dayAhead(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('Das Fälligkeitsdatum liegt in der Vergangenheit.');
    for (const dueOn of ['2026-02-30', '31.12.2026', 'morgen']) {
      const res = await give(token, c.id, { title: 'Ungültig', dueOn });
      expect(res.statusCode, dueOn).toBe(400);
      expect(res.json().message).toContain('gültiges Datum');
    }
    expect((await give(token, c.id, { title: '' })).json().message).toBe('Bitte geben Sie der Aufgabe einen Titel.');
    expect(await tasksOf(token, c.id)).toEqual([]);
  });

  it('reminds the client once on the due morning, without the task in the mail; then lists it overdue', async () => {
    const c = await world.clientWithPackage();
    const coach = world.partners[0]!;
    const res = await give(coach.token, c.id, { title: 'Geheimer Titel: Umsatzplan 2027', dueOn: world.dayAhead(1) });
    expect(res.statusCode, res.body).toBe(201);
    const ctx = world.portal.runtime.ctx;
    expect(await sendTaskReminders(ctx)).toBe(0);
    world.portal.clock.advance(DAY);
    expect(await sendTaskReminders(ctx)).toBe(1);
    expect(await sendTaskReminders(ctx)).toBe(0);
    const mail = await world.portal.smtp.waitFor(
      (m) => recipientOf(m) === c.email && (m.subject ?? '').includes('Heute fällig'),
    );
    expect(mail.text).toContain('/tasks');
    expect(mail.text).not.toContain('Umsatzplan');

    const overdue = async (token: string) => {
      const r = await world.portal.call('GET', '/api/tasks/overdue', { token });
      expect(r.statusCode, r.body).toBe(200);
      return (r.json() as { tasks: OverdueTask[] }).tasks.filter((t) => t.clientId === c.id);
    };
    expect(await overdue(coach.token)).toEqual([]);
    world.portal.clock.advance(DAY);
    expect((await overdue(coach.token)).map((t) => [t.title, t.clientName, t.overdue])).toEqual([
      ['Geheimer Titel: Umsatzplan 2027', 'Kreis Kunde 3', true],
    ]);
    expect(await overdue(world.admin)).toHaveLength(1);
    expect(await overdue(world.partners[2]!.token)).toEqual([]);
    expect((await world.portal.call('GET', '/api/tasks/overdue', { token: c.token })).statusCode).toBe(403);
  });

  it("the client's erasure removes their tasks; a replay rebuilds the tasks exactly", async () => {
    const c = await world.clientWithPackage();
    await give(world.partners[0]!.token, c.id, { title: 'Wird mit dem Konto gelöscht' });
    expect(await world.rowsOf('client_tasks', c.id)).toBe(1);
    await world.replayedThenErased(c);
    expect(await world.rowsOf('client_tasks', c.id)).toBe(0);
  });
});
