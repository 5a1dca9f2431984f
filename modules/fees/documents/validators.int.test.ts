import { describe, expect, it } from 'vitest';
import { officiallyValid } from '../../invoicing/documents/testing/official-validation';
import { gutschriftXml } from './cii';
import { gutschriftLines } from './gutschrift';
import { mixedTaxGutschrift, sampleLines, smallBusinessGutschrift, vatGutschrift } from './sample-gutschriften';

/**
 * Only corrections, taking an hour of November and one of October back: the Accelerator owes the
 * firm (negative totals); each line its month as its period (BG-26).
 */
function takingBack() {
  const tax = { kind: 'vat' as const, rate: 19 };
  const [november] = sampleLines.filter((l) => l.correction);
  const lines = gutschriftLines(
    [november!, { ...november!, lineId: 'l-okt', meetingId: 'm-okt', date: '2026-10-29' }],
    tax,
  );
  const taxes = [{ tax, netCents: -17000, vatCents: -3230 }];
  return {
    ...vatGutschrift(),
    number: 'GS-2027-0003',
    lines,
    taxes,
    netCents: -17000,
    vatCents: -3230,
    grossCents: -20230,
  };
}

// The Gutschrift's XML against the official artefacts (../shared/validators/): the CII D16B schema,
// CEN's EN 16931 schematron and KoSIT's schematron. No fatal and no error assertion may fire.

const documents: Record<string, string> = {
  'VAT-registered Accelerator (19 %)': gutschriftXml(vatGutschrift()),
  'small business (§ 19 UStG)': gutschriftXml(smallBusinessGutschrift()),
  'a correction taking money back (negative)': gutschriftXml(takingBack()),
  'a small business with a correction of a 19 % month': gutschriftXml(mixedTaxGutschrift()),
};
const broken = {
  'wrong total': documents['VAT-registered Accelerator (19 %)']!.replace(
    /<ram:GrandTotalAmount>[^<]+/,
    '<ram:GrandTotalAmount>1.00',
  ),
};

describe('official validation of the Gutschrift', () => {
  const rulesBrokenBy = officiallyValid(documents, broken, 'KoSIT');

  it('the validators catch a broken one (so a pass means something)', () => {
    expect(rulesBrokenBy('wrong total')).toContain('BR-CO-15');
  });

  it('is a self-billed invoice (389) with the wording, the Accelerator as seller and the firm as buyer', () => {
    const xml = documents['small business (§ 19 UStG)']!;
    expect(xml).toContain('<ram:TypeCode>389</ram:TypeCode>');
    expect(xml).toContain('Abrechnung im Gutschriftsverfahren');
    expect(xml).toContain('Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.');
    expect(xml).toMatch(
      /<ram:SellerTradeParty>[\s\S]*Ayşe Öztürk[\s\S]*schemeID="FC">27\/123\/45678<[\s\S]*<\/ram:SellerTradeParty>/,
    );
    expect(xml).toMatch(/<ram:BuyerTradeParty>[\s\S]*Beispiel Coaching GmbH[\s\S]*<\/ram:BuyerTradeParty>/);
    expect(xml).toContain('<ram:CategoryCode>E</ram:CategoryCode>');
  });

  it('a correction names its month and carries it as the line’s period (BG-26); a line of the month none', () => {
    const xml = documents['a correction taking money back (negative)']!;
    const items = xml.match(/<ram:IncludedSupplyChainTradeLineItem>[\s\S]*?<\/ram:IncludedSupplyChainTradeLineItem>/g)!;
    expect(items.map((i) => /<ram:Name>([^<]+)</.exec(i)![1])).toEqual([
      'Korrektur Oktober 2026: Coaching „Coaching“',
      'Korrektur November 2026: Coaching „Coaching“',
    ]);
    expect(items[0]).toMatch(
      /<ram:BillingSpecifiedPeriod>\s*<ram:StartDateTime>\s*<udt:DateTimeString format="102">20261001<[\s\S]*<ram:EndDateTime>\s*<udt:DateTimeString format="102">20261031</,
    );
    const own = documents['VAT-registered Accelerator (19 %)']!.match(
      /<ram:IncludedSupplyChainTradeLineItem>[\s\S]*?<\/ram:IncludedSupplyChainTradeLineItem>/g,
    )!;
    expect(own.filter((i) => i.includes('BillingSpecifiedPeriod'))).toHaveLength(1);
  });

  it('a correction of a month taxed otherwise keeps that month’s VAT: two breakdowns, each line its own', () => {
    const xml = documents['a small business with a correction of a 19 % month']!;
    const breakdowns = xml.match(
      /<ram:ApplicableTradeTax>\s*<ram:CalculatedAmount>[\s\S]*?<\/ram:ApplicableTradeTax>/g,
    );
    expect(breakdowns).toHaveLength(2);
    expect(breakdowns![0]).toMatch(/<ram:CalculatedAmount>0.00<[\s\S]*<ram:BasisAmount>85.00<[\s\S]*>E</);
    expect(breakdowns![1]).toMatch(/<ram:CalculatedAmount>16.15<[\s\S]*<ram:BasisAmount>85.00<[\s\S]*>S</);
    expect(xml).toContain('<ram:TaxTotalAmount currencyID="EUR">16.15</ram:TaxTotalAmount>');
    expect(xml).toContain('<ram:GrandTotalAmount>186.15</ram:GrandTotalAmount>');
    expect(xml).toContain('Korrektur Dezember 2026: Coaching „Coaching“ (USt 19 %)');
    expect(xml).toContain('Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.');
  });
});
