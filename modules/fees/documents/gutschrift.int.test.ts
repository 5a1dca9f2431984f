import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { exampleDatevSettings, exampleFirm } from '../../../server/testing/example-firm';
import { centsOf, readBack } from '../../invoicing/datev/testing/read-back';
import { embeddedFile } from '../../invoicing/documents/testing/pdf-reading';
import type { StatementView } from '../contract';
import { billingOf, feesWorld } from '../testing';

// Through the real routes on the demo firm: December's statements of a VAT-registered and a
// small-business Accelerator issued in January as Gutschriften, downloaded as PDF and XML by whom
// may, refused before issue (409) and to another Accelerator (404), and booked in January's DATEV batch.

const { demo, call, clientOf, plan, moveTo } = feesWorld();

const issued: StatementView[] = [];

describe('the Gutschrift of an issued statement', () => {
  it('is downloaded as PDF and XML by the office and its Accelerator; 409 before issue, 404 for another', async () => {
    let [coach, small] = await moveTo('2026-12-01T08:00:00Z');
    for (const [partner, tax] of [
      [coach, { vatRate: 19 }],
      [small, { smallBusiness: true }],
    ] as const) {
      const terms = await call('PUT', `/api/partners/${partner.id}/fee-terms`, demo.admin, {
        hourlyRate: 8500,
        payLateCancellations: false,
        payNoShows: false,
        validFrom: '2026-12-01',
        ...tax,
      });
      expect(terms.statusCode, terms.body).toBe(200);
    }
    const client = await clientOf([coach, small], { email: 'gutschrift1@beispiel.de', name: 'Gutschrift Kunde' });
    const planned: [string, string][] = [];
    for (const [partner, days] of [
      [coach, 2],
      [small, 3],
    ] as const) {
      planned.push([partner.email, await plan(partner, client, days, '10:00', 90)]);
    }
    [coach, small] = await moveTo('2026-12-10T12:00:00Z');
    for (const [email, id] of planned) {
      const token = email === coach.email ? coach.token : small.token;
      expect((await call('POST', `/api/meetings/${id}/complete`, token, { summary: 'Ziele' })).statusCode).toBe(200);
    }
    const vatBilling = billingOf('Jürgen Weiß – Coaching', { vatId: 'DE811907980' });
    expect((await call('PUT', '/api/partners/me/billing', coach.token, vatBilling)).statusCode).toBe(200);
    expect((await call('PUT', '/api/partners/me/billing', small.token, billingOf('Ayşe Öztürk'))).statusCode).toBe(200);

    [coach, small] = await moveTo('2027-01-02T08:00:00Z');
    expect((await call('POST', '/api/fees/statements/draft', demo.admin, { month: '2026-12' })).statusCode).toBe(200);
    const statementOf = async (token: string) =>
      ((await call('GET', '/api/fees/statements?month=2026-12', token)).json().statements as StatementView[])[0]!;
    const [mine, smalls] = [await statementOf(coach.token), await statementOf(small.token)];

    // Not issued yet: no Gutschrift (409, in German); another Accelerator learns nothing of it (404).
    const early = await call('GET', `/api/fees/statements/${mine.id}/pdf`, coach.token);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('noch nicht ausgestellt');
    expect((await call('GET', `/api/fees/statements/${mine.id}/xml`, small.token)).statusCode).toBe(404);
    expect((await call('GET', '/api/fees/statements/not-a-uuid/xml', demo.admin)).statusCode).toBe(404);

    const issue = async (s: StatementView) => {
      const res = await call('POST', `/api/fees/statements/${s.id}/issue`, demo.admin);
      expect(res.statusCode, res.body).toBe(200);
      issued.push(res.json());
    };
    // Issued before the firm saved its data: the Gutschrift waits for its buyer (409, in German).
    await issue(mine);
    const noBuyer = await call('GET', `/api/fees/statements/${mine.id}/pdf`, coach.token);
    expect(noBuyer.statusCode).toBe(409);
    expect(noBuyer.json().message).toContain('Firmendaten');
    expect((await call('PUT', '/api/settings/firm', demo.admin, exampleFirm)).statusCode).toBe(200);
    await issue(smalls);
    const [vat, exempt] = issued as [StatementView, StatementView];

    const pdf = await call('GET', `/api/fees/statements/${vat.id}/pdf`, demo.admin);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`Gutschrift-${vat.number}.pdf`);
    const xml = await call('GET', `/api/fees/statements/${vat.id}/xml`, coach.token);
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toContain('application/xml');
    const doc = await PDFDocument.load(pdf.rawPayload, { updateMetadata: false });
    expect(doc.getTitle()).toBe(`Gutschrift ${vat.number}`);
    expect(embeddedFile(doc, 'factur-x.xml')?.text).toBe(xml.body);
    expect(xml.body).toContain('<ram:TypeCode>389</ram:TypeCode>');
    expect(xml.body).toContain(`<ram:ID>${vat.number}</ram:ID>`);
    expect(xml.body).toContain('Jürgen Weiß – Coaching');
    expect(xml.body).toContain(`<ram:GrandTotalAmount>${(vat.grossCents! / 100).toFixed(2)}</ram:GrandTotalAmount>`);
    expect((await call('GET', `/api/fees/statements/${vat.id}/pdf`, small.token)).statusCode).toBe(404);

    const smallXml = await call('GET', `/api/fees/statements/${exempt.id}/xml`, small.token);
    expect(smallXml.body).toContain('Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.');
    expect(smallXml.body).toContain('<ram:CategoryCode>E</ram:CategoryCode>');
    expect(smallXml.body).toMatch(new RegExp(`<ram:BuyerTradeParty>\\s*<ram:Name>${exampleFirm.legalName}`));

    // The billing data changed after issue change no Gutschrift already issued.
    await call('PUT', '/api/partners/me/billing', coach.token, { ...vatBilling, legalName: 'Neuer Name' });
    expect((await call('GET', `/api/fees/statements/${vat.id}/xml`, coach.token)).body).toBe(xml.body);
  });

  it('is booked in the month’s DATEV batch: creditor against Fremdleistungen, its number in Belegfeld 1, totals equal the statements’', async () => {
    const saved = await call('PUT', '/api/settings/datev', demo.admin, exampleDatevSettings);
    expect(saved.statusCode, saved.body).toBe(200);
    const file = await call('GET', '/api/invoices/export/datev?month=2027-01', demo.admin);
    expect(file.statusCode, file.body).toBe(200);
    const rows = readBack(file.rawPayload).rows.filter((r) => r[6] === '70000');
    const [vat, exempt] = issued as [StatementView, StatementView];
    expect(rows.map((r) => [r[1], r[7], r[8], r[10]])).toEqual([
      ['H', '3100', '9', vat.number],
      ['H', '3100', '', exempt.number],
    ]);
    const owed = rows.reduce((s, r) => s + (r[1] === 'H' ? 1 : -1) * centsOf(r[0]!), 0);
    expect(owed).toBe(issued.reduce((s, st) => s + st.grossCents!, 0));
    // December books none of them: a Gutschrift is booked by its date.
    const december = await call('GET', '/api/invoices/export/datev?month=2026-12', demo.admin);
    expect(readBack(december.rawPayload).rows.filter((r) => r[6] === '70000')).toEqual([]);
  });
});
