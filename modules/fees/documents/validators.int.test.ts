import { describe, expect, it } from 'vitest';
import { officiallyValid } from '../../invoicing/documents/testing/official-validation';
import { gutschriftXml } from './cii';
import { gutschriftLines } from './gutschrift';
import { sampleLines, smallBusinessGutschrift, vatGutschrift } from './sample-gutschriften';

/** Only a correction that takes an hour back: the Accelerator owes the firm (negative totals). */
function takingBack() {
  const lines = gutschriftLines(sampleLines.filter((l) => l.correction));
  return { ...vatGutschrift(), number: 'GS-2027-0003', lines, netCents: -8500, vatCents: -1615, grossCents: -10115 };
}

// The Gutschrift's XML against the official artefacts (../shared/validators/): the CII D16B schema,
// CEN's EN 16931 schematron and KoSIT's schematron. No fatal and no error assertion may fire.

const documents: Record<string, string> = {
  'VAT-registered Accelerator (19 %)': gutschriftXml(vatGutschrift()),
  'small business (§ 19 UStG)': gutschriftXml(smallBusinessGutschrift()),
  'a correction taking money back (negative)': gutschriftXml(takingBack()),
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
});
