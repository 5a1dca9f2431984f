import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { embeddedFile, pageTexts } from '../../invoicing/documents/testing/pdf-reading';
import type { StatementEvent } from '../events';
import { gutschriftXml } from './cii';
import { gutschriftLines, gutschriftOf, periodOf, type GutschriftBuyer } from './gutschrift';
import { gutschriftPdf } from './pdf';
import { mixedTaxGutschrift, sampleLines, smallBusinessGutschrift, vatGutschrift } from './sample-gutschriften';

const firm: GutschriftBuyer = vatGutschrift().buyer;
const vat19 = { kind: 'vat' as const, rate: 19 };
const at = '2027-01-04T09:00:00.000Z';
const drafted: StatementEvent = {
  type: 'StatementDrafted',
  data: { statementId: 's-1', partnerId: 'p-1', month: '2026-12', lines: sampleLines, at },
};
const struck: StatementEvent = {
  type: 'StatementDisputeResolved',
  data: { statementId: 's-1', partnerId: 'p-1', lineId: 'l-4', remove: true, note: null, byId: 'a-1', at },
};
const issued = (buyer?: GutschriftBuyer): StatementEvent => ({
  type: 'StatementIssued',
  data: {
    statementId: 's-1',
    partnerId: 'p-1',
    month: '2026-12',
    number: 'GS-2027-0001',
    year: 2027,
    issuedOn: '2027-01-04',
    seller: vatGutschrift().seller,
    ...(buyer ? { buyer } : {}),
    tax: { kind: 'vat', rate: 19 },
    hundredths: 350,
    netCents: 30800,
    vatCents: 5852,
    grossCents: 36652,
    auto: false,
    at,
  },
});

describe('the Gutschrift’s lines', () => {
  it('given meeting lines, when grouped, then one line per package, kind, rate and correction that add up to the net', () => {
    const lines = gutschriftLines(sampleLines, vat19);
    expect(lines.map((l) => [l.name, l.hundredths, l.rateCents, l.netCents, l.meetings])).toEqual([
      ['Coaching „Coaching“', 350, 8500, 29750, 2],
      ['Coaching „Führung für Gründer“', 100, 9550, 9550, 1],
      ['Kurzfristig abgesagter Termin „Coaching“', 100, 8500, 8500, 1],
      ['Korrektur November 2026: Coaching „Coaching“', -100, 8500, -8500, 1],
    ]);
    const net = sampleLines.reduce((s, l) => s + l.amountCents, 0);
    expect(lines.reduce((s, l) => s + l.netCents, 0)).toBe(net);
  });
  it('given corrections of two earlier months, then each names its month and carries it as its service period (§ 14 Abs. 4 Nr. 6 UStG)', () => {
    const correction = sampleLines.find((l) => l.correction)!;
    const lines = gutschriftLines(
      [
        ...sampleLines,
        { ...correction, lineId: 'l-okt', meetingId: 'm-okt', date: '2026-10-29', hundredths: 100, amountCents: 8500 },
      ],
      vat19,
    );
    expect(lines.filter((l) => l.correction).map((l) => [l.name, l.netCents, l.period])).toEqual([
      ['Korrektur Oktober 2026: Coaching „Coaching“', 8500, { from: '2026-10-01', to: '2026-10-31' }],
      ['Korrektur November 2026: Coaching „Coaching“', -8500, { from: '2026-11-01', to: '2026-11-30' }],
    ]);
    // A line of the statement's own month has the document's period (BG-14), none of its own.
    expect(lines.filter((l) => !l.correction).map((l) => l.period)).toEqual([null, null, null]);
  });
  it('given a correction that cancels itself out, then it is left out', () => {
    const [a] = sampleLines;
    expect(
      gutschriftLines(
        [
          { ...a!, correction: true },
          { ...a!, correction: true, hundredths: -150, amountCents: -12750 },
        ],
        vat19,
      ),
    ).toEqual([]);
  });
  it('the service period is the statement’s month', () => {
    expect(periodOf('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(periodOf('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});

describe('the Gutschrift of a statement’s log', () => {
  it('given a statement not issued, then there is none', () => {
    expect(gutschriftOf([drafted], firm)).toBeNull();
  });
  it('given an issued statement, then its lines are the drafted ones less those struck, its parties and totals as issued', () => {
    const g = gutschriftOf([drafted, struck, issued(firm)], null)!;
    expect(g.lines.map((l) => l.name)).not.toContain('Kurzfristig abgesagter Termin „Coaching“');
    expect(g.lines.reduce((s, l) => s + l.netCents, 0)).toBe(g.netCents);
    expect(g).toMatchObject({ number: 'GS-2027-0001', buyer: firm, grossCents: 36652, period: periodOf('2026-12') });
  });
  it('given a small business’s statement with a correction of a 19 % month, then that line carries 19 % and the breakdown both', () => {
    const issuedSmall = issued(firm) as Extract<StatementEvent, { type: 'StatementIssued' }>;
    const g = gutschriftOf(
      [
        drafted,
        {
          ...issuedSmall,
          data: { ...issuedSmall.data, tax: { kind: 'smallBusiness' }, taxOfMonths: { '2026-11': vat19 } },
        },
      ],
      null,
    )!;
    expect(g.taxes).toEqual([
      { tax: { kind: 'smallBusiness' }, netCents: 47800, vatCents: 0 },
      { tax: vat19, netCents: -8500, vatCents: -1615 },
    ]);
    expect(g.lines.find((l) => l.correction)).toMatchObject({
      name: 'Korrektur November 2026: Coaching „Coaching“ (USt 19 %)',
      tax: vat19,
    });
  });
  it('given one issued before the buyer was frozen, then the firm as it stands stands in; without it there is none', () => {
    expect(gutschriftOf([drafted, issued()], firm)?.buyer).toEqual(firm);
    expect(gutschriftOf([drafted, issued()], null)).toBeNull();
  });
});

describe('the Gutschrift’s PDF', () => {
  it('opens, says Gutschrift and Gutschriftsverfahren, names both parties and carries the XML', async () => {
    const g = vatGutschrift();
    const doc = await PDFDocument.load(await gutschriftPdf(g), { updateMetadata: false });
    expect(doc.getTitle()).toBe('Gutschrift GS-2027-0001');
    expect(embeddedFile(doc, 'factur-x.xml')?.text).toBe(gutschriftXml(g));
    // A correction's name wraps in its column.
    const text = pageTexts(doc).join('\n').replace(/\s+/g, ' ');
    for (const part of [
      'Gutschrift GS-2027-0001',
      'Abrechnung im Gutschriftsverfahren (§ 14 Abs. 2 Satz 2 UStG)',
      'Jürgen Weiß – Führungskräfte-Coaching',
      'Beispiel Coaching GmbH',
      'USt-IdNr. DE 811 907 980',
      'Korrektur November 2026: Coaching „Coaching“',
      'zzgl. Umsatzsteuer 19 %',
    ])
      expect(text).toContain(part);
  });
  it('a small business’s states the § 19 note and no VAT', async () => {
    const doc = await PDFDocument.load(await gutschriftPdf(smallBusinessGutschrift()));
    const text = pageTexts(doc).join('\n');
    expect(text).toContain('Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.');
    expect(text).not.toContain('Umsatzsteuer 19 %');
  });
  it('a small business’s with a correction of a 19 % month shows that VAT on its part and the § 19 note', async () => {
    const doc = await PDFDocument.load(await gutschriftPdf(mixedTaxGutschrift()));
    // The line's name wraps in its column.
    const text = pageTexts(doc).join('\n').replace(/\s+/g, ' ');
    for (const part of [
      'Korrektur Dezember 2026: Coaching „Coaching“ (USt 19 %)',
      'zzgl. Umsatzsteuer 19 % auf 85,00 €',
      '16,15 €',
      '186,15 €',
      'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.',
    ])
      expect(text).toContain(part);
  });
  it('is the same bytes for the same Gutschrift', async () => {
    const g = vatGutschrift();
    expect(Buffer.from(await gutschriftPdf(g)).equals(Buffer.from(await gutschriftPdf(g)))).toBe(true);
  });
});

describe('a long Gutschrift', () => {
  it('given more lines than a page holds, then it goes on on further pages and still carries its XML', async () => {
    const many = Array.from({ length: 40 }, (_, i) => ({
      ...sampleLines[0]!,
      lineId: `l-${i}`,
      meetingId: `m-${i}`,
      packageName: `Paket ${String(i).padStart(2, '0')}`,
    }));
    const g = { ...vatGutschrift(), lines: gutschriftLines(many, vat19) };
    const doc = await PDFDocument.load(await gutschriftPdf(g));
    expect(doc.getPageCount()).toBeGreaterThan(1);
    expect(embeddedFile(doc, 'factur-x.xml')?.text).toBe(gutschriftXml(g));
  });
});
