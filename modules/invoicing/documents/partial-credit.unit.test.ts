import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfFileName } from './file-name';
import { documentLines } from './lines';
import { invoiceMail } from './mail';
import { invoicePdf } from './pdf';
import { pageTexts } from './testing/pdf-reading';
import { partialCreditNoteOf, sampleInvoice } from './testing/sample-invoices';

// What a partial credit note (Rechnungskorrektur, issue 31 item 6) says to a person: its title, the
// original by number and date, the hours credited, and that the original is reduced, not cancelled.

const facts = { to: 'kunde@beispiel.de', name: 'Jürgen Größe', portalUrl: 'https://portal.example' };
const byHours = partialCreditNoteOf(sampleInvoice(), { hours: 2.5 });

describe('a partial credit note', () => {
  it('has one line: the hours not used with their net amount, or the amount credited', () => {
    expect(documentLines(byHours)).toEqual([
      {
        name: expect.stringContaining('nicht genutzte Stunden'),
        quantity: 2.5,
        unit: 'HUR',
        netCents: -byHours.amounts.netCents,
      },
    ]);
    const byAmount = partialCreditNoteOf(sampleInvoice(), { amountCents: 11_900 });
    expect(documentLines(byAmount)).toEqual([
      {
        name: expect.stringContaining('Teilgutschrift zum Coaching-Paket'),
        quantity: 1,
        unit: 'C62',
        netCents: 10_000,
      },
    ]);
  });

  it('the PDF is titled Rechnungskorrektur, names the original with its date and says it is reduced', async () => {
    const text = (await pageTexts(await PDFDocument.load(await invoicePdf(byHours)))).join('\n');
    expect(text).toContain(`Rechnungskorrektur ${byHours.number}`);
    expect(text).toContain('Rechnung vom');
    expect(text).toContain('Hiermit korrigieren wir die Rechnung 2026-0001 vom 24.11.2026');
    expect(text).toContain('mindert sich um');
    expect(text).not.toContain('aufgehoben');
    expect(pdfFileName(byHours)).toBe(`Rechnungskorrektur-${byHours.number}.pdf`);
  });

  it('its mail says what was credited and that the invoice is reduced', () => {
    const mail = invoiceMail(byHours, facts, new Uint8Array([1]));
    expect(mail.subject).toBe(`Rechnungskorrektur ${byHours.number}`);
    expect(mail.text).toContain('zur Rechnung 2026-0001 vom 24.11.2026');
    expect(mail.text.replace(/\s/g, ' ')).toContain('Gutgeschrieben: 198,33 €');
    expect(mail.text).toContain('Der Betrag der Rechnung 2026-0001 mindert sich entsprechend.');
  });
});
