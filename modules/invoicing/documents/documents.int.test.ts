import type { ParsedMail } from 'mailparser';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { recipientOf } from '../../../server/testing/smtp-sink';
import type { InvoiceView } from '../contract';
import { firmBody, invoiceWorldForFile } from '../testing';
import { xsdErrors } from './testing/cii-validation';
import { officialViolations } from './testing/schematron';
import { embeddedFile, qrCodesOf } from './testing/pdf-reading';

// The documents end to end: an accepted offer is invoiced, the client's mail carries the PDF, the PDF
// opens and holds a valid EN 16931 XML and a GiroCode; the downloads answer the same documents.

const w = invoiceWorldForFile();
const state: { invoice?: InvoiceView; client?: { id: string; email: string; token: string }; pdf?: Buffer } = {};

const pdfOf = (mail: ParsedMail): Buffer => {
  const pdfs = mail.attachments.filter((a) => a.contentType === 'application/pdf');
  expect(pdfs).toHaveLength(1);
  return pdfs[0]!.content;
};

describe('the invoice mail', () => {
  it('a draft sends none; issued (the address came), the client gets one mail with the PDF', async () => {
    expect((await w.call('PUT', '/api/settings/firm', w.admin, firmBody)).statusCode).toBe(200);
    const c = await w.clientWithOffer({ paymentReference: 'KD-4711' });
    await w.accept(c);
    const [draft] = await w.invoicesOf(c.id);
    expect(draft).toMatchObject({ status: 'draft' });
    const early = await w.call('GET', `/api/invoices/${draft!.id}/pdf`, c.token);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Die Rechnung ist noch ein Entwurf und hat noch keine Nummer.');
    expect((await w.call('GET', `/api/invoices/${draft!.id}/xml`, w.admin)).statusCode).toBe(409);

    await w.setAddress(c);
    const [invoice] = await w.invoicesOf(c.id);
    expect(invoice).toMatchObject({ status: 'issued' });
    // Issued at acceptance, before the package starts: an advance invoice.
    expect(invoice!.document?.advance).toBe(true);
    const mail = await w.portal.smtp.waitFor(
      (m) => recipientOf(m) === c.email && m.subject === `Vorausrechnung ${invoice!.number}`,
    );
    const text = mail.text?.replace(/\u00a0/g, ' ') ?? '';
    expect(text).toContain('Rechnungsbetrag: 1.190,00 €');
    expect(text).toContain('IBAN: DE89 3704 0044 0532 0130 00');
    expect(text).toContain('BIC: COBADEFFXXX');
    expect(text).toContain('Bank: Commerzbank');
    expect(text).toContain('Verwendungszweck: KD-4711');
    expect(text).toMatch(/Fällig am: \d\d\.\d\d\.\d{4} \(Zahlungsziel 14 Tage\)/);
    expect(text).toContain(`anbei erhalten Sie unsere Vorausrechnung ${invoice!.number} vom`);
    expect(mail.attachments[0]!.filename).toBe(`Vorausrechnung-${invoice!.number}.pdf`);
    state.invoice = invoice;
    state.client = c;
    state.pdf = pdfOf(mail);
    // One invoice mail, not two (the packages module sends none of its own any more).
    expect(
      w.portal.smtp.mails.filter((m) => recipientOf(m) === c.email && /[Rr]echnung/.test(m.subject ?? '')),
    ).toHaveLength(1);
  });

  it('the PDF opens; its factur-x.xml passes the schema and the official rules; the GiroCode pays it', async () => {
    const doc = await PDFDocument.load(state.pdf!);
    expect(doc.getTitle()).toBe(`Vorausrechnung ${state.invoice!.number}`);
    const xml = embeddedFile(doc, 'factur-x.xml');
    expect(xml?.relationship).toBe('/Alternative');
    expect(await xsdErrors(xml!.text)).toEqual([]);
    expect(await officialViolations({ xml: xml!.text })).toEqual({ xml: { cen: [], kosit: [] } });
    expect(xml!.text).toContain(`<ram:ID>${state.invoice!.number}</ram:ID>`);
    const [qr] = qrCodesOf(doc);
    const epc = qr!.split('\n');
    expect(epc.slice(0, 4)).toEqual(['BCD', '002', '1', 'SCT']);
    expect(epc[6]).toBe('DE89370400440532013000');
    expect(epc[7]).toBe('EUR1190.00');
    expect(epc[10]).toBe('KD-4711');
  });
});

describe('the downloads', () => {
  it('the client and the admin get the PDF (the mailed bytes) and the XRechnung; another client 404', async () => {
    const { invoice, client } = state;
    const pdf = await w.call('GET', `/api/invoices/${invoice!.id}/pdf`, client!.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="Vorausrechnung-${invoice!.number}.pdf"`);
    expect(pdf.rawPayload.equals(state.pdf!)).toBe(true);

    const xml = await w.call('GET', `/api/invoices/${invoice!.id}/xml`, w.admin);
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(xml.headers['content-disposition']).toBe(`attachment; filename="Vorausrechnung-${invoice!.number}.xml"`);
    expect(await xsdErrors(xml.body)).toEqual([]);
    expect(await officialViolations({ xml: xml.body })).toEqual({ xml: { cen: [], kosit: [] } });
    expect(xml.body).toContain(`<ram:URIID schemeID="EM">${client!.email}</ram:URIID>`);

    const other = await w.clientWithOffer();
    expect((await w.call('GET', `/api/invoices/${invoice!.id}/pdf`, other.token)).statusCode).toBe(404);
    expect((await w.call('GET', `/api/invoices/${invoice!.id}/xml`, other.token)).statusCode).toBe(404);
  });

  it('a credit note is mailed as Stornorechnung, type 381, without a GiroCode', async () => {
    const res = await w.call('POST', `/api/invoices/${state.invoice!.id}/credit-note`, w.admin, {
      reason: 'Paket storniert',
    });
    expect(res.statusCode, res.body).toBe(201);
    const credit = res.json() as InvoiceView;
    const mail = await w.portal.smtp.waitFor(
      (m) => recipientOf(m) === state.client!.email && m.subject === `Stornorechnung ${credit.number}`,
    );
    // The original by number and date (BT-25, BT-26).
    const [y, m, d] = state.invoice!.issuedOn!.split('-');
    expect(mail.text).toContain(`zur Rechnung ${state.invoice!.number} vom ${d}.${m}.${y}`);
    const doc = await PDFDocument.load(pdfOf(mail));
    const xml = embeddedFile(doc, 'factur-x.xml')!.text;
    expect(xml).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(xml).toContain(`<qdt:DateTimeString format="102">${y}${m}${d}</qdt:DateTimeString>`);
    expect(await xsdErrors(xml)).toEqual([]);
    expect(await officialViolations({ xml })).toEqual({ xml: { cen: [], kosit: [] } });
    expect(qrCodesOf(doc)).toEqual([]);
  });
});
