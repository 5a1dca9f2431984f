import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFirm } from '../../../server/testing/calendar-firm';
import type { TestPortal } from '../../../server/testing/harness';
import { startRadicale, type Radicale } from '../../../server/testing/radicale';
import { recipientOf } from '../../../server/testing/smtp-sink';
import { until } from '../../../server/testing/until';
import type { BusySourcesAnswer } from '../../scheduling/busy/contract';
import { busySourcesOf } from '../../scheduling/busy/queries';
import { REFUSED_SUBJECT as REFUSED } from './copy-mail';
import { probe, request } from './copy-request';

// A coach's calendar that refuses the copies (issue 52): the password changed at the provider (401),
// writing forbidden (403), the server down (503), the calendar deleted there (404). The card says
// so per calendar, the coach gets one mail when it starts refusing, a refusal is not retried
// (waiting does not heal it) while a 5xx is, and a fixed password writes the coming meetings again.

let portal: TestPortal;
let radicale: Radicale;
let fake: Server;
let fakeStatus = 503;
let fakeCalendar: string;
const fakePuts: string[] = [];
let coach: { id: string; token: string; email: string };
let other: { id: string; token: string; email: string };
let client: { id: string; token: string };
let calendar: string;

beforeAll(async () => {
  radicale = await startRadicale();
  // A CalDAV server that answers every request with `fakeStatus`.
  fake = createServer((req, res) => {
    if (req.method === 'PUT' && fakeStatus < 300) fakePuts.push(req.url ?? '');
    res.writeHead(fakeStatus, { 'content-type': 'text/plain' });
    res.end('nein');
  });
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
  fakeCalendar = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/kalender/`;
  ({
    portal,
    first: coach,
    second: other,
    client,
  } = await calendarFirm(new Date('2027-10-04T06:00:00Z'), { email: 'weg@beispiel.de', name: 'Wilma Weg' }));
  calendar = await radicale.calendar('termine');
}, 60_000);

afterAll(async () => {
  await portal?.close();
  await radicale?.stop();
  await new Promise((r) => fake?.close(r));
});

const call = (token: string, method: string, url: string, body?: unknown) =>
  portal.call(method, url, { token, ...(body ? { body } : {}) });

async function writeInto(token: string, url: string, password: string) {
  const res = await call(token, 'PUT', '/api/scheduling/busy-sources', {
    sources: [{ kind: 'caldav', url, label: 'Termine', username: radicale.user, password, writeMeetings: true }],
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function plan(token: string, date: string): Promise<string> {
  const res = await call(token, 'POST', '/api/meetings/create', {
    clientId: client.id,
    date,
    time: '11:00',
    duration: 60,
    platform: 'zoom',
    link: 'https://zoom.us/j/1',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const stateOf = async (token: string) =>
  ((await call(token, 'GET', '/api/scheduling/busy-sources')).json() as BusySourcesAnswer).sources[0]!.state;

/** The copy jobs of a meeting, once none waits or runs: their states and retries. */
const jobsOf = (meetingId: string) =>
  until(`die Kopier-Aufträge von ${meetingId}`, async () => {
    const { rows } = await sql<{ state: string; retry_count: number }>`
      SELECT state, retry_count FROM pgboss.job
      WHERE name = 'calendar-coach-copy' AND data->>'meetingId' = ${meetingId}`.execute(portal.runtime.ctx.db);
    return rows.length > 0 && rows.every((r) => r.state !== 'created' && r.state !== 'active') ? rows : undefined;
  });

const mailsTo = (email: string, subject: string) =>
  portal.smtp.mails.filter((m) => recipientOf(m) === email && m.subject === subject);

describe('a calendar that refuses the copies', () => {
  it('401: said on the card, one mail, not retried; the fixed password writes the missed meetings', async () => {
    await writeInto(coach.token, calendar, radicale.password);
    const first = await plan(coach.token, '2027-10-11');
    await until('die erste Kopie', async () =>
      (await radicale.objects(calendar)).has(`coach-${first}.ics`) ? 1 : undefined,
    );
    const ok = await until('übertragen', async () =>
      (await stateOf(coach.token)).copiedAt ? await stateOf(coach.token) : undefined,
    );
    expect(ok.copyError).toBeNull();

    // The password changed at the provider: the portal's stored one is refused.
    await writeInto(coach.token, calendar, 'Altes-Passwort-9');
    const missed = [await plan(coach.token, '2027-10-12'), await plan(coach.token, '2027-10-13')];
    for (const id of missed) {
      const jobs = await jobsOf(id);
      expect(jobs.map((j) => [j.state, j.retry_count])).toEqual([['completed', 0]]);
    }
    expect((await stateOf(coach.token)).copyError).toBe('Zugang abgelehnt (401) – bitte Passwort prüfen');
    await until('die Mail', async () => (mailsTo(coach.email, REFUSED).length > 0 ? 1 : undefined));
    const mail = mailsTo(coach.email, REFUSED);
    expect(mail).toHaveLength(1);
    expect(REFUSED).toBe('Ihr Kalender nimmt keine Termine mehr an');
    expect(mail[0]!.text).toContain('Zugang abgelehnt (401) – bitte Passwort prüfen');
    expect(mail[0]!.text).toContain('http://portal.test/partner/availability');

    await writeInto(coach.token, calendar, radicale.password);
    await until('die verpassten Termine', async () => {
      const files = await radicale.objects(calendar);
      return missed.every((id) => files.has(`coach-${id}.ics`)) ? 1 : undefined;
    });
    const healed = await until('der Fehler geht', async () => {
      const s = await stateOf(coach.token);
      return s.copyError === null ? s : undefined;
    });
    expect(healed.copiedAt).not.toBeNull();
    expect(mailsTo(coach.email, REFUSED)).toHaveLength(1);
  });

  it('a 5xx is retried and not mailed yet; a 403 is a refusal: said, mailed once, not retried', async () => {
    fakeStatus = 503;
    await writeInto(other.token, fakeCalendar, 'egal');
    const down = await plan(other.token, '2027-10-14');
    const jobs = await jobsOf(down);
    expect(jobs.map((j) => j.state)).toEqual(['retry']);
    expect((await stateOf(other.token)).copyError).toBe(
      'Der Kalender-Server antwortete mit einem Fehler (HTTP 503). Die Übertragung wird wiederholt.',
    );
    expect(mailsTo(other.email, REFUSED)).toHaveLength(0);

    fakeStatus = 403;
    const forbidden = [await plan(other.token, '2027-10-15'), await plan(other.token, '2027-10-18')];
    for (const id of forbidden) expect((await jobsOf(id)).map((j) => j.state)).toEqual(['completed']);
    expect((await stateOf(other.token)).copyError).toBe(
      'Schreiben abgelehnt (403) – bitte Schreibrechte und Speicherplatz des Kalenders prüfen',
    );
    await until('die Mail', async () => (mailsTo(other.email, REFUSED).length > 0 ? 1 : undefined));
    expect(mailsTo(other.email, REFUSED)).toHaveLength(1);

    // The calendar takes copies again: the next meeting's copy brings the missed ones along.
    fakeStatus = 201;
    const next = await plan(other.token, '2027-10-19');
    await until('die verpassten Termine', async () =>
      [down, ...forbidden, next].every((id) => fakePuts.some((u) => u.endsWith(`coach-${id}.ics`))) ? 1 : undefined,
    );
    expect((await stateOf(other.token)).copyError).toBeNull();
    expect(mailsTo(other.email, REFUSED)).toHaveLength(1);
  });

  it('a 5xx on the last retry is given up: said, and mailed as the calendar starts refusing', async () => {
    fakeStatus = 503;
    portal.clock.advance(3_600_000); // a new episode is a new mail (keyed by when it starts)
    const ctx = portal.runtime.ctx;
    const [source] = await busySourcesOf(ctx.db, other.id);
    const sent = await request({ ctx, lastTry: true }, other.id, source!, probe(ctx, source!), 'probing');
    expect(sent).toBe(false);
    expect((await stateOf(other.token)).copyError).toBe(
      'Der Kalender-Server antwortete mit einem Fehler (HTTP 503). Mehrere Versuche sind gescheitert.',
    );
    await until('die zweite Mail', async () => (mailsTo(other.email, REFUSED).length > 1 ? 1 : undefined));
    expect(mailsTo(other.email, REFUSED)).toHaveLength(2);
  });
});
