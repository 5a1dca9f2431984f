import fontkit from '@pdf-lib/fontkit';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { ciiXml, specificationIds } from './cii';
import { expectFragments } from '../../../server/testing/fragments';
import { xsdErrors } from './testing/cii-validation';
import { epcPayload } from './girocode';
import { documentLines } from './lines';
import { pdfFileName } from './file-name';
import { invoicePdf } from './pdf';
import { embeddedFile, embeddedFonts, pageTexts, qrCodesOf } from './testing/pdf-reading';
import { creditNoteOf, sampleInvoice, smallBusinessInvoice } from './testing/sample-invoices';

const invoice = sampleInvoice();
const odd = sampleInvoice(
  {
    service: {
      ...invoice.service,
      lines: invoice.service.lines.concat({ partnerId: 'p-3', partnerName: 'Cem', hours: 1 }),
    },
  },
  100_003,
);
const cases = {
  'an invoice at 19 %': invoice,
  'odd amounts over three Accelerators': {
    ...odd,
    service: {
      ...odd.service,
      lines: [{ ...odd.service.lines[0]!, hours: 3 }, { ...odd.service.lines[1]!, hours: 3 }, odd.service.lines[2]!],
    },
  },
  'a small business (§19 UStG)': smallBusinessInvoice(),
  'a small business with a register entry': {
    ...smallBusinessInvoice(),
    seller: { ...smallBusinessInvoice().seller, registerEntry: 'HRB 1, AG Köln' },
  },
  'a credit note': creditNoteOf(invoice),
  'a package without Accelerators': sampleInvoice({ service: { ...invoice.service, lines: [] } }),
};

describe('the lines', () => {
  it('add up to the net amount to the cent, in proportion to the hours', () => {
    for (const inv of Object.values(cases))
      expect(documentLines(inv).reduce((s, l) => s + l.netCents, 0)).toBe(Math.abs(inv.amounts.netCents));
    expect(documentLines(invoice).map((l) => l.netCents)).toEqual([66_667, 33_333]);
    expect(documentLines(cases['a package without Accelerators'])).toEqual([
      { name: 'Coaching-Paket „Coaching Intensiv“', quantity: 1, unit: 'C62', netCents: 100_000 },
    ]);
  });
});

describe('the CII XML (EN 16931)', () => {
  for (const [name, inv] of Object.entries(cases))
    // The business rules (CEN and KoSIT schematron) run in validators.int.test.ts.
    it(`${name}: Factur-X and XRechnung pass the schema`, async () => {
      expect(await xsdErrors(ciiXml(inv, { profile: 'factur-x' }))).toEqual([]);
      expect(await xsdErrors(ciiXml(inv, { profile: 'xrechnung', buyerEmail: 'kunde@beispiel.de' }))).toEqual([]);
    });

  it('states type, VAT category, payment means and the credit note’s reference', () => {
    expectFragments(ciiXml(invoice, { profile: 'factur-x' }), [
      '<ram:TypeCode>380</ram:TypeCode>',
      `<ram:ID>${specificationIds['factur-x']}</ram:ID>`,
      '<ram:ID schemeID="VA">DE123456789</ram:ID>',
      '<ram:ID schemeID="FC">30/123/45678</ram:ID>',
      '<ram:IBANID>DE89370400440532013000</ram:IBANID>',
      '<ram:GrandTotalAmount>1190.00</ram:GrandTotalAmount>',
      '<ram:TaxTotalAmount currencyID="EUR">190.00</ram:TaxTotalAmount>',
      '<ram:BuyerReference>RE-2026-0001 Größe</ram:BuyerReference>',
      '<ram:Name>Öko &amp; Söhne GmbH</ram:Name>',
    ]);
    expectFragments(ciiXml(cases['a credit note'], { profile: 'factur-x' }), [
      '<ram:TypeCode>381</ram:TypeCode>',
      '<ram:GrandTotalAmount>1190.00</ram:GrandTotalAmount>',
      '<ram:IssuerAssignedID>2026-0001</ram:IssuerAssignedID>',
    ]);
    expectFragments(ciiXml(cases['a small business (§19 UStG)'], { profile: 'factur-x' }), [
      '<ram:CategoryCode>E</ram:CategoryCode>',
      '<ram:ExemptionReason>Kleinunternehmer gemäß § 19 UStG</ram:ExemptionReason>',
    ]);
  });

  it('the schema check catches a broken document (so a pass means something)', async () => {
    const xml = ciiXml(invoice, { profile: 'xrechnung' });
    const misplaced = xml.replace(/<ram:InvoiceCurrencyCode>EUR<\/ram:InvoiceCurrencyCode>\n/, '');
    expect(
      await xsdErrors(misplaced.replace('</ram:PaymentReference>', '</ram:PaymentReference><ram:Bogus>1</ram:Bogus>')),
    ).not.toEqual([]);
  });
});

describe('the PDF', () => {
  it('opens, names itself, embeds factur-x.xml as the alternative and carries the Factur-X XMP', async () => {
    const bytes = await invoicePdf(invoice);
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Rechnung 2026-0001');
    const file = embeddedFile(doc, 'factur-x.xml');
    expect(file?.relationship).toBe('/Alternative');
    expect(file?.text).toBe(ciiXml(invoice, { profile: 'factur-x' }));
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
    expect(raw).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(raw).toMatch(/\/AF \d+ 0 R|\/AF \[/);
    expect(pdfFileName(invoice)).toBe('Rechnung-2026-0001.pdf');
  });

  it('is the same bytes for the same invoice', async () => {
    expect(Buffer.from(await invoicePdf(invoice)).equals(Buffer.from(await invoicePdf(invoice)))).toBe(true);
  });

  it('an invoice has a GiroCode with the EPC payload; a credit note has none', async () => {
    const doc = await PDFDocument.load(await invoicePdf(invoice));
    expect(qrCodesOf(doc)).toEqual([epcPayload(invoice)]);
    expect(epcPayload(invoice).split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'COBADEFFXXX',
      'Beispiel Coaching GmbH',
      'DE89370400440532013000',
      'EUR1190.00',
      '',
      '',
      'RE-2026-0001 Größe',
    ]);
    const credit = await PDFDocument.load(await invoicePdf(cases['a credit note']));
    expect(qrCodesOf(credit)).toEqual([]);
    expect(embeddedFile(credit, 'factur-x.xml')?.text).toContain('<ram:TypeCode>381</ram:TypeCode>');
  });

  it('prints letters outside WinAnsi in its embedded font, and they read back as written', async () => {
    const inv = sampleInvoice({ buyer: { ...invoice.buyer, name: 'Zoë Çelik', company: 'Łódź Śląsk Sp. z o.o.' } });
    const doc = await PDFDocument.load(await invoicePdf(inv));
    const texts = pageTexts(doc);
    expect(texts).toContain('Łódź Śląsk Sp. z o.o.');
    expect(texts).toContain('Zoë Çelik');
    expect(texts).toContain('50667 Köln');
    expect(texts).toContain('Rechnungsbetrag (brutto)');
    expect(texts.join('\n')).toContain('Coaching Intensiv: 10 Std. Coaching mit Anna Ängström');
    // Each text run on its own, so a failure names the run with a glyph the font cannot read back.
    expect(texts.filter((t) => t.includes('\uFFFD'))).toEqual([]);

    // Both fonts embedded as subsets (tag + name), none merely named (no standard Helvetica).
    const fonts = embeddedFonts(doc);
    expect(fonts.map((f) => f.name).sort()).toEqual([
      expect.stringMatching(/^[A-Z]{6}\+Arimo-Bold$/),
      expect.stringMatching(/^[A-Z]{6}\+Arimo-Regular$/),
    ]);
    expect(Buffer.from(await invoicePdf(inv)).toString('latin1')).not.toContain('/Helvetica');
    // Every glyph used has its outline in the subset, only white space has none (fontkit's subsetter
    // would blank most glyphs of Arimo without the padding in fonts.ts).
    for (const { file, toUnicode } of fonts) {
      const font = fontkit.create(file);
      // .notdef, the glyphs drawn, and the parts of composite ones ('Ł' is 'L' and a stroke)
      expect(font.numGlyphs).toBeGreaterThan(toUnicode.size);
      for (const [hex, text] of toUnicode)
        expect([text, font.getGlyph(parseInt(hex, 16)).path.toSVG() !== '']).toEqual([text, text.trim() !== '']);
    }
  });

  it('a name outside the font’s characters does not break it', async () => {
    const inv = sampleInvoice({ buyer: { ...invoice.buyer, name: 'Łukasz Żółć 😀 漢' } });
    const texts = pageTexts(await PDFDocument.load(await invoicePdf(inv)));
    expect(texts).toContain('Łukasz Żółć ? ?');
  });

  it('declares the sRGB output intent with an ICC profile (PDF/A)', async () => {
    const doc = await PDFDocument.load(await invoicePdf(invoice));
    const intents = doc.catalog.lookup(PDFName.of('OutputIntents'), PDFArray);
    expect(intents.size()).toBe(1);
    const intent = intents.lookup(0, PDFDict);
    expect(String(intent.get(PDFName.of('S')))).toBe('/GTS_PDFA1');
    const profile = intent.lookup(PDFName.of('DestOutputProfile'));
    if (!(profile instanceof PDFRawStream)) throw new Error('no ICC stream');
    expect(String(profile.dict.get(PDFName.of('N')))).toBe('3');
    const icc = Buffer.from(decodePDFRawStream(profile).decode());
    // ICC header: its own length, 'acsp' signature, a display profile of RGB colours to XYZ.
    expect(icc.readUInt32BE(0)).toBe(icc.length);
    expect(icc.toString('latin1', 36, 40)).toBe('acsp');
    expect(icc.toString('latin1', 12, 24)).toBe('mntrRGB XYZ ');
  });

  it('repeats the Info dictionary in the XMP metadata (PDF/A)', async () => {
    const raw = Buffer.from(await invoicePdf(invoice)).toString('utf8');
    expect(raw).toContain(
      '<dc:description><rdf:Alt><rdf:li xml:lang="x-default">Rechnung 2026-0001 an Öko &amp; Söhne GmbH',
    );
    expect(raw).toContain('<pdf:Producer>Coaching-Portal (pdf-lib)</pdf:Producer>');
  });
});

describe('texts stored over several lines or with bidi controls (security round three)', () => {
  const buyer = invoice.buyer;
  const messy = sampleInvoice({
    buyer: {
      ...buyer,
      name: 'Klara \u202EKundin',
      company: 'Muster\nGmbH',
      address: { ...buyer.address!, street: 'Kundenweg 5\r\nHinterhaus' },
    },
  });

  it('the PDF prints each on its one line of the address window', async () => {
    const texts = pageTexts(await PDFDocument.load(await invoicePdf(messy)));
    expect(texts).toEqual(expect.arrayContaining(['Muster GmbH', 'Klara Kundin', 'Kundenweg 5 Hinterhaus']));
  });

  it('the XML holds them on one line and stays valid', async () => {
    const xml = ciiXml(messy, { profile: 'factur-x' });
    expectFragments(xml, [
      '<ram:Name>Muster GmbH</ram:Name>',
      '<ram:PersonName>Klara Kundin</ram:PersonName>',
      '<ram:LineOne>Kundenweg 5 Hinterhaus</ram:LineOne>',
    ]);
    // Every line of the document is markup: no text runs over a line break.
    expect(
      xml
        .trimEnd()
        .split('\n')
        .every((l) => l.trimStart().startsWith('<')),
    ).toBe(true);
    expect(await xsdErrors(xml)).toEqual([]);
  });
});
