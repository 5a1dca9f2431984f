import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { replay } from '../../server/eventstore';
import { invoicingMessages, type InvoiceView } from './contract';
import { firmBody, invoiceWorldForFile } from './testing/invoice-world';
import { edgeCalls } from './testing/edge-calls';
import { xsdErrors } from './documents/testing/cii-validation';
import { officialViolations } from './documents/testing/schematron';
import { pageTexts } from './documents/testing/pdf-reading';
import { exampleDatevSettings } from '../../server/testing/example-firm';
import { readBack } from './datev/testing/read-back';

// The money side at its edges: two admins issuing one draft, invoices around New Year and the
// summer-time change, the firm's data changed after issue, bad input, a client who leaves.

const w = invoiceWorldForFile();

const { one, allInvoices, lastSequence, jumpTo, invoicesOf, clientWithOffer, invoicedNow } = edgeCalls(w);

describe('money at its edges', () => {
  it('two admins issue the same draft at once: one number, one 409, no gap', async () => {
    // The firm's data is not saved yet: the accepted offer waits as a draft.
    const c = await w.clientWithOffer();
    await w.setAddress(c);
    await w.accept(c);
    const [draft] = await invoicesOf(c.id);
    expect(draft).toMatchObject({ status: 'draft', number: null });
    expect((await w.call('PUT', '/api/settings/firm', w.admin, firmBody)).statusCode).toBe(200);

    const [a, b] = await Promise.all([
      w.call('POST', `/api/invoices/${draft!.id}/issue`, w.admin),
      w.call('POST', `/api/invoices/${draft!.id}/issue`, w.admin),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((a.statusCode === 409 ? a : b).json().message).toBe(
      'Die Rechnung wurde bereits gestellt und hat ihre Nummer.',
    );
    const issued = await one(draft!.id);
    expect(issued).toMatchObject({ status: 'issued' });
    expect(await lastSequence(issued.document!.year)).toBe(issued.document!.sequence);
  });

  it('around New Year: the Berlin date decides the year and the number; a credit note in January numbers in the new year', async () => {
    // Invoiced at activation: ordinary invoices, booked in DATEV by their invoice date (an advance
    // invoice is booked only with its payment).
    const atActivation = { ...firmBody, invoiceAt: 'activation' };
    expect((await w.call('PUT', '/api/settings/firm', w.admin, atActivation)).statusCode).toBe(200);
    // 31.12.2026, 23:30 in Berlin (22:30 UTC).
    await jumpTo('2026-12-31T22:30:00Z');
    const december = await invoicedNow({ activated: true });
    expect(december.document).toMatchObject({ year: 2026, issuedOn: '2026-12-31', dueOn: '2027-01-14' });
    expect(december.number).toMatch(/^2026-\d{4}$/);

    // 1.1.2027, 00:30 in Berlin: still 31.12. in UTC.
    await jumpTo('2026-12-31T23:30:00Z');
    const january = await invoicedNow({ activated: true });
    expect(january).toMatchObject({ number: '2027-0001' });
    expect(january.document).toMatchObject({ year: 2027, sequence: 1, issuedOn: '2027-01-01' });

    const credit = await w.call('POST', `/api/invoices/${december.id}/credit-note`, w.admin, { reason: 'Doppelt' });
    expect(credit.statusCode, credit.body).toBe(201);
    const note = credit.json() as InvoiceView;
    expect(note).toMatchObject({ number: '2027-0002', kind: 'credit_note' });
    expect(note.document).toMatchObject({ issuedOn: '2027-01-01', corrects: { number: december.number } });
    expect(note.document!.amounts.grossCents).toBe(-119_000);
    expect(await one(december.id)).toMatchObject({ status: 'cancelled' });

    // A credit note of the credit note: refused in German, nothing numbered.
    const again = await w.call('POST', `/api/invoices/${note.id}/credit-note`, w.admin, { reason: 'Storno' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Eine Stornorechnung kann nicht storniert werden.');
    expect(await lastSequence(2027)).toBe(2);

    // The credit note's XRechnung parses and keeps the rules.
    const xml = await w.call('GET', `/api/invoices/${note.id}/xml`, w.admin);
    expect(xml.statusCode).toBe(200);
    expect(await xsdErrors(xml.body)).toEqual([]);
    expect(await officialViolations({ xml: xml.body })).toEqual({ xml: { cen: [], kosit: [] } });
    expect(xml.body).toContain('<ram:TypeCode>381</ram:TypeCode>');

    // DATEV: each in the month of its Berlin invoice date.
    expect((await w.call('PUT', '/api/settings/datev', w.admin, exampleDatevSettings)).statusCode).toBe(200);
    const bookedIn = async (month: string) => {
      const res = await w.call('GET', `/api/invoices/export/datev?month=${month}`, w.admin);
      expect(res.statusCode, res.body).toBe(200);
      return readBack(res.rawPayload).rows.map((r) => `${r[9]} ${r[10]} ${r[1]}`);
    };
    expect(await bookedIn('2026-12')).toContain(`3112 ${december.number} S`);
    const jan = await bookedIn('2027-01');
    // The credit note under the original's number (Belegfeld 1), which stays out of January otherwise.
    expect(jan).toEqual(expect.arrayContaining([`0101 ${january.number} S`, `0101 ${december.number} H`]));
    expect(jan.filter((r) => r.includes(december.number!))).toEqual([`0101 ${december.number} H`]);
    expect((await w.call('PUT', '/api/settings/firm', w.admin, firmBody)).statusCode).toBe(200);
  });

  it('around the summer-time change: the invoice date is the Berlin calendar day', async () => {
    // 28.03.2027, 03:30 summer time (01:30 UTC): the night the clocks went forward.
    await jumpTo('2027-03-28T01:30:00Z');
    expect((await invoicedNow()).document).toMatchObject({ issuedOn: '2027-03-28', dueOn: '2027-04-11' });
    // 29.03.2027, 00:30 summer time: still the 28th in UTC.
    await jumpTo('2027-03-28T22:30:00Z');
    expect((await invoicedNow()).document).toMatchObject({ issuedOn: '2027-03-29', dueOn: '2027-04-12' });
  });

  it('the firm data changed after issue: the issued invoice, its PDF and its XML stay as issued', async () => {
    const invoice = await invoicedNow();
    const pdfBefore = (await w.call('GET', `/api/invoices/${invoice.id}/pdf`, w.admin)).rawPayload;
    const changed = {
      ...firmBody,
      legalName: 'Ganz Neue Firma GmbH',
      iban: 'DE02120300000000202051',
      defaultVatRate: 7,
      paymentTermDays: 30,
      numberPattern: 'RE-{YY}-{NNNNN}',
    };
    const saved = await w.call('PUT', '/api/settings/firm', w.admin, changed);
    expect(saved.statusCode, saved.body).toBe(200);

    expect((await one(invoice.id)).document).toEqual(invoice.document);
    const pdf = (await w.call('GET', `/api/invoices/${invoice.id}/pdf`, w.admin)).rawPayload;
    expect(pdf.equals(pdfBefore)).toBe(true);
    const text = pageTexts(await PDFDocument.load(pdf)).join('\n');
    expect(text).toContain(firmBody.legalName);
    expect(text).not.toContain('Ganz Neue Firma');
    const xml = (await w.call('GET', `/api/invoices/${invoice.id}/xml`, w.admin)).body;
    expect(xml).toContain(firmBody.legalName);
    expect(xml).not.toContain('Ganz Neue Firma');

    // The next invoice is issued under the new data and pattern, in the same year's sequence.
    const next = await invoicedNow();
    expect(next.number).toMatch(/^RE-27-\d{5}$/);
    expect(next.document).toMatchObject({ paymentTermDays: 30, amounts: { vatRate: 7 } });
    expect((await w.call('PUT', '/api/settings/firm', w.admin, firmBody)).statusCode).toBe(200);
  });

  it('bad input: a German 400 (or 404), never a 500, nothing changed', async () => {
    const invoice = await invoicedNow();
    const before = await allInvoices();
    const year = invoice.document!.year;
    const lastBefore = await lastSequence(year);
    const bad: [string, string, unknown, number, string?][] = [
      ['POST', `/api/invoices/${invoice.id}/credit-note`, { reason: '' }, 400, 'Bitte geben Sie einen Grund an.'],
      ['POST', `/api/invoices/${invoice.id}/credit-note`, { reason: '   ' }, 400, 'Bitte geben Sie einen Grund an.'],
      ['POST', `/api/invoices/${invoice.id}/credit-note`, { reason: 'x'.repeat(501) }, 400, 'Höchstens 500 Zeichen.'],
      ['POST', `/api/invoices/${invoice.id}/credit-note`, { reason: 42 }, 400],
      ['POST', `/api/invoices/${invoice.id}/credit-note`, { reason: 'Storno\u0000' }, 400],
      ['POST', `/api/invoices/${invoice.id}/credit-note`, [], 400],
      ['POST', `/api/invoices/${invoice.id}/credit-note`, JSON.parse('['.repeat(200) + ']'.repeat(200)), 400],
      ['POST', '/api/invoices/kein-uuid/credit-note', { reason: 'Storno' }, 404],
      ['POST', '/api/invoices/00000000-0000-4000-8000-000000000000/credit-note', { reason: 'Storno' }, 404],
      ['POST', '/api/invoices/00000000-0000-4000-8000-000000000000/issue', {}, 404],
      ['POST', `/api/invoices/${invoice.id}/issue`, {}, 409],
      ['GET', '/api/invoices/kein-uuid/pdf', undefined, 404],
      ['GET', '/api/invoices?limit=-1', undefined, 400],
      ['GET', '/api/invoices?offset=1e309', undefined, 400],
      ['GET', '/api/invoices?month=2026-13', undefined, 400],
      ['GET', '/api/invoices/summary?year=zwanzig', undefined, 400],
      ['GET', '/api/invoices/export/datev?month=2026-13', undefined, 400],
      ['PUT', '/api/settings/firm', { ...firmBody, defaultVatRate: '19' }, 400],
      ['PUT', '/api/settings/firm', { ...firmBody, defaultVatRate: '7,5' }, 400],
      ['PUT', '/api/settings/firm', { ...firmBody, paymentTermDays: 14.5 }, 400],
      // 7,05 % lies between 0 and 100: the message names what is wrong, the decimals.
      ['PUT', '/api/settings/firm', { ...firmBody, defaultVatRate: 7.05 }, 400, invoicingMessages.vatRateDecimals],
      // 0 % without § 19 UStG: an exemption without its note, category S at 0 % (BR-S-5).
      ['PUT', '/api/settings/firm', { ...firmBody, defaultVatRate: 0 }, 400, invoicingMessages.vatRateZero],
      ['PUT', '/api/settings/firm', { ...firmBody, legalName: 'A'.repeat(100_000) }, 400],
      ['PUT', '/api/settings/firm', { ...firmBody, numberPattern: '{NNNN}' }, 400],
      ['PUT', '/api/settings/firm', { ...firmBody, address: 'Hauptstraße 1' }, 400],
      ['PUT', '/api/invoices/billing-address', { street: 'X', postalCode: '1234', city: 'Y' }, 400],
    ];
    for (const [method, url, body, status, message] of bad) {
      const res = await w.call(method, url, w.admin, body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
      expect(res.json().message, url).toMatch(message ?? /[a-zäöüß]/);
    }
    expect(await allInvoices()).toBe(before);
    expect(await lastSequence(year)).toBe(lastBefore);
    expect((await one(invoice.id)).status).toBe('issued');
  });

  it('a client who leaves with an issued invoice: it still names them, renders, and takes its payment', async () => {
    const c = await clientWithOffer();
    await w.setAddress(c);
    await w.accept(c);
    const [invoice] = await invoicesOf(c.id);
    expect((await w.call('DELETE', '/api/users/me', c.token)).statusCode).toBe(200);
    const after = await one(invoice!.id);
    expect(after).toMatchObject({ status: 'issued' });
    expect(after.document!.buyer).toMatchObject({ name: invoice!.document!.buyer.name, address: { city: 'Köln' } });
    const pdf = await w.call('GET', `/api/invoices/${invoice!.id}/pdf`, w.admin);
    expect(pdf.statusCode).toBe(200);
    expect(pageTexts(await PDFDocument.load(pdf.rawPayload)).join('\n')).toContain(invoice!.document!.buyer.name);
    const list = await w.call('GET', `/api/invoices?clientId=${c.id}`, w.admin);
    expect(list.statusCode).toBe(200);
    expect((await w.call('GET', '/api/payments/proposals', w.admin)).statusCode).toBe(200);
  });

  it('a BIC and an IBAN typed in groups as printed ("COBA DE FF XXX", lower case) are kept compact', async () => {
    const typed = { ...firmBody, bic: 'coba de ff xxx', iban: 'de89 3704 0044 0532 0130 00', vatId: 'de 123 456 789' };
    const res = await w.call('PUT', '/api/settings/firm', w.admin, typed);
    expect(res.statusCode, res.body).toBe(200);
    const saved = (await w.call('GET', '/api/settings/firm', w.admin)).json().data;
    expect(saved).toMatchObject({ bic: 'COBADEFFXXX', iban: 'DE89 3704 0044 0532 0130 00', vatId: 'DE123456789' });
    const wrong = await w.call('PUT', '/api/settings/firm', w.admin, { ...firmBody, bic: 'COBA DE FF XX' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(invoicingMessages.bicInvalid);
  });

  it('two admins cancel the same invoice at once: one credit note, one 409, no gap', async () => {
    const invoice = await invoicedNow();
    const year = invoice.document!.year;
    const before = await lastSequence(year);
    const [a, b] = await Promise.all([
      w.call('POST', `/api/invoices/${invoice.id}/credit-note`, w.admin, { reason: 'Erster' }),
      w.call('POST', `/api/invoices/${invoice.id}/credit-note`, w.admin, { reason: 'Zweiter' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect((a.statusCode === 409 ? a : b).json().message).toBe('Die Rechnung wurde bereits storniert.');
    const note = (a.statusCode === 201 ? a : b).json() as InvoiceView;
    expect(note.document!.sequence).toBe(before + 1);
    expect(await lastSequence(year)).toBe(before + 1);
  });

  it('a client who leaves with a draft (no address given): the draft is discarded and never takes a number', async () => {
    const c = await clientWithOffer();
    await w.accept(c);
    const [draft] = await invoicesOf(c.id);
    expect(draft).toMatchObject({ status: 'draft' });
    const year = Number(new Date(w.portal.clock.now).toISOString().slice(0, 4));
    const before = await lastSequence(year);
    expect((await w.call('DELETE', '/api/users/me', c.token)).statusCode).toBe(200);
    expect(await one(draft!.id)).toMatchObject({ status: 'discarded', number: null });
    const issue = await w.call('POST', `/api/invoices/${draft!.id}/issue`, w.admin);
    expect(issue.statusCode).toBe(409);
    expect(issue.json().message).toBe(invoicingMessages.discarded);
    expect(await lastSequence(year)).toBe(before);
  });

  it('replay rebuilds what these edges left', async () => {
    expect((await replay(w.portal.runtime.ctx.store)).differences).toEqual([]);
  });
});
