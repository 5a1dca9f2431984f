import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { LOG_START, replay } from '../eventstore';
import { multipartBody } from '../http/multipart-body';
import { activeClientOf, CLIENT_PASSWORD, plannedMeetingId } from '../testing/demo-portal';
import { exampleFirm } from '../testing/example-firm';
import { billingOf, feesWorld, termsFromDecember } from '../../modules/fees/testing';
import type { StatementView } from '../../modules/fees/contract';

// A freelance Accelerator leaves and asks to be forgotten (GDPR Art. 17): the office erases them
// once their last statement is issued and paid out. Afterwards no table and no readable event
// holds their name, e-mail, phone, bio or IBAN, except what the books keep: the Gutschrift's seller
// (under the statement's own key) and the firm's bank statement line that paid it.

const NAME = 'Quirin Wellenbrecher';
const EMAIL = 'quirin.wellenbrecher@beispiel.de';
const PHONE = '+49 30 9876543';
const BIO = 'Brandungsforscher aus Leidenschaft';
const IBAN = 'DE02 1203 0000 0000 2020 51';
const PASSWORD = 'Wellen-Passwort-9';

const { demo, call, moveTo } = feesWorld();
const db = () => demo.portal.runtime.ctx.db;

/** Every table (ours and the job queue's) with a row that mentions `needle`. */
async function tablesMentioning(needle: string): Promise<string[]> {
  const tables = await sql<{ schema: string; name: string }>`
    SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
    WHERE table_schema IN ('public', 'pgboss') AND table_type = 'BASE TABLE'`.execute(db());
  const hits: string[] = [];
  for (const t of tables.rows) {
    const r = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.id(t.schema, t.name)} x
      WHERE x::text ILIKE ${`%${needle}%`}`.execute(db());
    if (r.rows[0]!.n > 0) hits.push(`${t.schema}.${t.name}`);
  }
  return hits;
}

const erase = (id: string) => call('POST', `/api/users/${id}/erase`, demo.admin);

describe('a former Accelerator is erased once their money is settled', () => {
  it('refused while active, while a month, a statement or a payout is open; then nothing of them is left but the books', async () => {
    await moveTo('2026-12-01T08:00:00Z');
    expect((await call('PUT', '/api/settings/firm', demo.admin, exampleFirm)).statusCode).toBe(200);
    const made = await call('POST', '/api/users', demo.admin, {
      role: 'partner',
      name: NAME,
      email: EMAIL,
      partnerType: 'Marketing',
      password: PASSWORD,
    });
    expect(made.statusCode, made.body).toBe(201);
    const coachId = made.json().user.id as string;
    const profile = await call('POST', '/api/partners', demo.admin, {
      userId: coachId,
      specialty: 'Marketing',
      location: 'Wellenbrecherhausen',
      phone: PHONE,
      bio: BIO,
    });
    expect(profile.statusCode, profile.body).toBe(201);
    expect(
      (await call('PUT', `/api/partners/${coachId}/fee-terms`, demo.admin, termsFromDecember(8500))).statusCode,
    ).toBe(200);
    let coach = await demo.portal.signIn({ email: EMAIL, password: PASSWORD });
    expect((await call('PUT', '/api/partners/me/billing', coach, billingOf(NAME, { iban: IBAN }))).statusCode).toBe(
      200,
    );

    // One hour with a client, held; a note, a task, a file and a message of the coach to the client.
    const client = await activeClientOf(
      demo.portal,
      demo.admin,
      coachId,
      { email: 'kundin.welle@beispiel.de', name: 'Kundin Welle' },
      1,
    );
    const date = '2026-12-03';
    const meetingId = await plannedMeetingId(demo.portal, coach, {
      clientId: client.id,
      date,
      time: '10:00',
      duration: 60,
    });
    coach = (await moveTo('2026-12-10T12:00:00Z')) && (await demo.portal.signIn({ email: EMAIL, password: PASSWORD }));
    expect(
      (await call('POST', `/api/meetings/${meetingId}/complete`, coach, { summary: 'Ziele geklärt' })).statusCode,
    ).toBe(200);
    const on = (what: string) => `/api/clients/${client.id}/${what}`;
    expect((await call('POST', on('notes'), coach, { text: 'Gut vorbereitet', visibility: 'shared' })).statusCode).toBe(
      201,
    );
    expect((await call('POST', on('tasks'), coach, { title: 'Ziele aufschreiben' })).statusCode).toBe(201);
    expect((await call('POST', on('messages'), coach, { text: 'Bis bald!' })).statusCode).toBe(201);
    const upload = await demo.portal.call('POST', on('files'), {
      token: coach,
      ...multipartBody({ name: 'Plan.pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') }, { visibility: 'shared' }),
    });
    expect(upload.statusCode, upload.body).toBe(201);

    // Still active: removed (deactivated: the history stays) first.
    const active = await erase(coachId);
    expect(active.statusCode).toBe(409);
    expect(active.json().code).toBe('PARTNER_STILL_ACTIVE');
    expect((await call('DELETE', `/api/users/${coachId}`, demo.admin)).json().outcome).toBe('deactivated');
    const unbilled = await erase(coachId);
    expect(unbilled.statusCode).toBe(409);
    expect(unbilled.json().message).toBe(
      'Die Daten des Accelerators können noch nicht gelöscht werden, seine Abrechnung ist offen: Der Monat 12/2026 ist noch nicht abgerechnet.',
    );

    // The month ends: drafted, then issued (the billing data are still there), then paid out.
    await moveTo('2027-01-02T08:00:00Z');
    expect((await call('POST', '/api/fees/statements/draft', demo.admin, { month: '2026-12' })).statusCode).toBe(200);
    const statement = (
      (await call('GET', `/api/fees/statements?partnerId=${coachId}`, demo.admin)).json().statements as StatementView[]
    )[0]!;
    expect((await erase(coachId)).json().message).toContain('Die Abrechnung 12/2026 ist noch nicht ausgestellt.');
    const issued = await call('POST', `/api/fees/statements/${statement.id}/issue`, demo.admin);
    expect(issued.statusCode, issued.body).toBe(200);
    const { number, grossCents } = issued.json() as StatementView;
    expect((await erase(coachId)).json().message).toContain(`Die Gutschrift ${number} ist noch nicht ausgezahlt.`);
    expect((await call('POST', '/api/fees/payouts', demo.admin, { statementIds: [statement.id] })).statusCode).toBe(
      201,
    );
    expect((await erase(coachId)).json().message).toContain(`Die Gutschrift ${number} ist noch nicht ausgezahlt.`);
    const euro = (grossCents! / 100).toFixed(2).replace('.', ',');
    const csv = [
      '"Auftragskonto";"Buchungstag";"Valutadatum";"Buchungstext";"Verwendungszweck";"Beguenstigter/Zahlungspflichtiger";"Kontonummer/IBAN";"BIC (SWIFT-Code)";"Betrag";"Waehrung";"Info"',
      `"DE89370400440532013000";"06.01.27";"06.01.27";"UEBERWEISUNG";"Gutschrift ${number}";"${NAME}";"${IBAN.replace(/ /g, '')}";"";"-${euro}";"EUR";"Umsatz gebucht"`,
    ].join('\n');
    const bank = await demo.portal.call('POST', '/api/payments/statements', {
      token: demo.admin,
      ...multipartBody({ name: 'umsaetze.csv', bytes: Buffer.from(csv), type: 'text/csv' }),
    });
    expect(bank.statusCode, bank.body).toBe(200);

    const erased = await erase(coachId);
    expect(erased.statusCode, erased.body).toBe(200);
    expect((await erase(coachId)).statusCode).toBe(404);

    // Gone from every table and readable event but the books: the Gutschrift's seller (under the
    // statement's key) and the client's invoice, whose service lines name the coach in the clear
    // (invoicing's InvoiceDrafted: not this module's, reported; the same holds for every coach).
    expect(await tablesMentioning(NAME)).toEqual(['public.events', 'public.invoices']);
    const clear = await sql<{
      type: string;
    }>`SELECT DISTINCT type FROM events WHERE data::text ILIKE ${`%${NAME}%`}`.execute(db());
    expect(clear.rows.map((r) => r.type)).toEqual(['InvoiceDrafted']);
    for (const needle of [EMAIL, PHONE, BIO, 'Wellenbrecherhausen', IBAN.replace(/ /g, '')])
      expect(await tablesMentioning(needle)).toEqual([]);
    const log = await demo.portal.runtime.ctx.store.readAll(LOG_START, 100_000);
    const books = new Set(['StatementIssued', 'InvoiceDrafted']);
    const readable = JSON.stringify(log.filter((e) => !books.has(e.type)));
    for (const needle of [NAME, EMAIL, PHONE, BIO, IBAN]) expect(readable).not.toContain(needle);
    expect(JSON.stringify(log.find((e) => e.type === 'StatementIssued'))).toContain(NAME);
    expect((await call('GET', `/api/fees/statements/${statement.id}/pdf`, demo.admin)).statusCode).toBe(200);
    // Nor where they had read a conversation up to (a row about them, of no use to anyone now).
    const reads = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM conversation_reads WHERE reader_id = ${coachId}`.execute(db());
    expect(reads.rows[0]!.n).toBe(0);
    // No way in is left.
    const login = await demo.portal.call('POST', '/api/auth/login', { body: { username: EMAIL, password: PASSWORD } });
    expect(login.statusCode).toBe(401);

    // The client's things stay, the author named as one who left.
    const gone = 'Accelerator (Konto gelöscht)';
    const reader = await demo.portal.signIn({ email: 'kundin.welle@beispiel.de', password: CLIENT_PASSWORD });
    const notes = (await call('GET', on('notes'), reader)).json().notes as { authorName: string }[];
    expect(notes.map((n) => n.authorName)).toEqual([gone, gone]);
    expect((await call('GET', on('tasks'), reader)).json().tasks[0].givenByName).toBe(gone);
    expect((await call('GET', on('files'), reader)).json().files[0].uploadedByName).toBe(gone);
    expect((await call('GET', on('messages'), reader)).json().messages[0].authorName).toBe(gone);
    // Every view that names the coach still answers (none finds a missing account row unexpected).
    const asAdmin = [
      '/api/fees/statements',
      '/api/fees/payouts',
      `/api/packages/user/${client.id}`,
      `/api/partners/package/${client.userPackageId}`,
      `/api/coordination/client/${client.id}/all-meetings`,
      '/api/meetings/admin/all',
      '/api/meetings/export',
      `/api/clients/${client.id}/details`,
      `/api/clients/${client.id}/meetings`,
      '/api/dashboard/activities/recent',
      '/api/dashboard/admin/attention',
      '/api/reports/revenue?year=2026',
      '/api/users/role/partner',
      '/api/audit/events',
    ];
    for (const url of asAdmin) expect((await call('GET', url, demo.admin)).statusCode, url).toBeLessThan(300);
    for (const url of ['/api/meetings/mine/past', '/api/users/me/package', '/api/partners', '/api/dashboard/user/data'])
      expect((await call('GET', url, reader)).statusCode, url).toBeLessThan(300);
    // The client's past meetings name the coach as one who left, as notes do.
    for (const url of ['/api/meetings/mine/past']) {
      const answer = (await call('GET', url, reader)).body;
      expect(answer, url).toContain(gone);
      expect(answer, url).not.toContain('Unbekannt');
    }
    const [payout] = (await call('GET', '/api/fees/payouts', demo.admin)).json().payouts;
    expect(payout.transfers[0]).toMatchObject({ number, partnerName: gone, paidOn: '2027-01-06' });
    expect((await replay(demo.portal.runtime.ctx.store)).differences).toEqual([]);
  });
});
