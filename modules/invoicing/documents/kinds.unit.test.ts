import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { addressLines } from './address';
import { pdfFileName } from './file-name';
import { invoiceMail } from './mail';
import { invoicePdf } from './pdf';
import { pageTexts } from './testing/pdf-reading';
import { advanceInvoice, creditNoteOf, foreignBuyerInvoice, sampleInvoice } from './testing/sample-invoices';

// What each kind of document says to a person: the advance invoice's title, the credit note's
// original by number and date, a foreign address after DIN 5008 (the XML of each: validators.int.test.ts).

const textsOf = async (bytes: Uint8Array) => pageTexts(await PDFDocument.load(bytes));
const facts = { to: 'kunde@beispiel.de', name: 'Jürgen Größe', portalUrl: 'https://portal.example' };

describe('an address', () => {
  it('at home: street, postal code and city; abroad: the country on its own last line, in German', () => {
    expect(addressLines({ street: 'Kundenweg 5', postalCode: '50667', city: 'Köln', country: 'DE' })).toEqual([
      'Kundenweg 5',
      '50667 Köln',
    ]);
    expect(addressLines({ street: 'Praterstraße 12', postalCode: '1020', city: 'Wien', country: 'AT' })).toEqual([
      'Praterstraße 12',
      '1020 Wien',
      'Österreich',
    ]);
    expect(addressLines({ street: 'Bahnhofstr. 1', postalCode: '8001', city: 'Zürich', country: 'ch' })[2]).toBe(
      'Schweiz',
    );
  });

  it('the PDF writes a foreign buyer’s country on its own line, not ", AT"', async () => {
    const texts = await textsOf(await invoicePdf(foreignBuyerInvoice()));
    expect(texts).toContain('1020 Wien');
    expect(texts).toContain('Österreich');
    expect(texts.join('\n')).not.toContain(', AT');
    // A German client's address names no country.
    expect(await textsOf(await invoicePdf(sampleInvoice()))).not.toContain('Deutschland');
  });
});

describe('an advance invoice (issued before the service starts)', () => {
  it('is titled Vorausrechnung on the PDF, its file name and the mail; an ordinary invoice stays Rechnung', async () => {
    const advance = advanceInvoice();
    const doc = await PDFDocument.load(await invoicePdf(advance));
    expect(doc.getTitle()).toBe('Vorausrechnung 2026-0001');
    const texts = pageTexts(doc);
    expect(texts).toContain('Vorausrechnung 2026-0001');
    expect(texts).toContain('Vorausrechnungsnummer');
    expect(texts.join(' ')).toContain('berechnen wir Ihnen im Voraus');
    expect(pdfFileName(advance)).toBe('Vorausrechnung-2026-0001.pdf');
    expect(invoiceMail(advance, facts, new Uint8Array()).subject).toBe('Vorausrechnung 2026-0001');
    expect(pdfFileName(sampleInvoice())).toBe('Rechnung-2026-0001.pdf');
    expect(await textsOf(await invoicePdf(sampleInvoice()))).toContain('Rechnung 2026-0001');
  });

  it('writes hours as words, one hour as "1 Stunde"', async () => {
    const oneHour = sampleInvoice({
      service: {
        ...sampleInvoice().service,
        totalHours: 1,
        lines: [{ partnerId: 'p', partnerName: 'Anna', hours: 1 }],
      },
    });
    const text = (await textsOf(await invoicePdf(oneHour))).join(' ');
    expect(text).toContain('(1 Stunde)');
    expect(text).not.toContain('1 Stunden');
  });
});

describe('a credit note', () => {
  it('names the original by number and date on the PDF and in the mail', async () => {
    const credit = creditNoteOf(sampleInvoice());
    const text = (await textsOf(await invoicePdf(credit))).join(' ');
    expect(text).toContain('Hiermit stornieren wir die Rechnung 2026-0001 vom 24.11.2026.');
    expect(text).toContain('Rechnung vom');
    expect(invoiceMail(credit, facts, new Uint8Array()).text).toContain(
      'zur Rechnung 2026-0001 vom 24.11.2026 als PDF',
    );
  });
});
