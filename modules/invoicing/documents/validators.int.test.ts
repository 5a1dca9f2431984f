import { describe, expect, it } from 'vitest';
import type { IssuedInvoice } from '../contract';
import { ciiXml } from './cii';
import {
  advanceInvoice,
  businessBuyerInvoice,
  creditNoteOf,
  foreignBuyerInvoice,
  partialCreditNoteOf,
  sampleInvoice,
  smallBusinessInvoice,
} from './testing/sample-invoices';
import { officiallyValid } from './testing/official-validation';

// Every kind of document the portal issues, as Factur-X (in the PDF) and as XRechnung (download),
// against the official artefacts: the CII D16B schema, CEN's EN 16931 schematron and KoSIT's
// XRechnung schematron. No fatal and no error assertion may fire; broken copies show that they would.

const kinds: Record<string, IssuedInvoice> = {
  invoice: sampleInvoice(),
  'advance invoice': advanceInvoice(),
  'credit note': creditNoteOf(sampleInvoice()),
  // 2,5 of 15 hours at the invoice's hourly price (fractional hours, a rounded cent), and an amount.
  'partial credit note (hours)': partialCreditNoteOf(sampleInvoice(), { hours: 2.5 }),
  'partial credit note (amount)': partialCreditNoteOf(sampleInvoice(), { amountCents: 11_900 }),
  'small business partial credit note': partialCreditNoteOf(smallBusinessInvoice(), { hours: 3 }),
  'small business (§ 19 UStG)': smallBusinessInvoice(),
  'small business credit note': creditNoteOf(smallBusinessInvoice()),
  'foreign buyer': foreignBuyerInvoice(),
  'company buyer with VAT id': businessBuyerInvoice(),
  'package without Accelerators': sampleInvoice({ service: { ...sampleInvoice().service, lines: [] } }),
};

const documents: Record<string, string> = {};
for (const [kind, invoice] of Object.entries(kinds)) {
  documents[`${kind} (Factur-X)`] = ciiXml(invoice, { profile: 'factur-x' });
  documents[`${kind} (XRechnung)`] = ciiXml(invoice, { profile: 'xrechnung', buyerEmail: 'kunde@beispiel.de' });
}
const xrechnung = documents['invoice (XRechnung)']!;
const broken: Record<string, string> = {
  'wrong total': xrechnung.replace('<ram:GrandTotalAmount>1190.00', '<ram:GrandTotalAmount>1190.01'),
  'no seller phone': ciiXml(sampleInvoice({ seller: { ...sampleInvoice().seller, phone: null } }), {
    profile: 'xrechnung',
    buyerEmail: 'kunde@beispiel.de',
  }),
};

describe('official validation of every document kind', () => {
  const rulesBrokenBy = officiallyValid(documents, broken, 'KoSIT XRechnung');

  it('the validators run and catch a broken document (so a pass means something)', () => {
    expect(rulesBrokenBy('wrong total')).toContain('BR-CO-15');
    expect(rulesBrokenBy('no seller phone')).toContain('BR-DE-6');
  });

  it('a credit note names its original with number and date (BT-25, BT-26)', () => {
    const xml = documents['credit note (XRechnung)']!;
    expect(xml).toMatch(
      /<ram:InvoiceReferencedDocument>\s*<ram:IssuerAssignedID>2026-0001<\/ram:IssuerAssignedID>\s*<ram:FormattedIssueDateTime>\s*<qdt:DateTimeString format="102">20261124<\/qdt:DateTimeString>/,
    );
  });

  it('a partial credit note names its original with number and date, and credits the hours not used', () => {
    const xml = documents['partial credit note (hours) (XRechnung)']!;
    expect(xml).toContain('<rsm:ExchangedDocument>');
    expect(xml).toMatch(/<ram:TypeCode>381<\/ram:TypeCode>/);
    expect(xml).toMatch(/<ram:InvoiceReferencedDocument>\s*<ram:IssuerAssignedID>2026-0001<\/ram:IssuerAssignedID>/);
    expect(xml).toContain('<ram:BilledQuantity unitCode="HUR">2.5</ram:BilledQuantity>');
    expect(xml).toContain('Rechnungskorrektur (Teilgutschrift) zur Rechnung 2026-0001 vom 24.11.2026');
  });

  it('the buyer’s USt-IdNr. (BT-48) and a foreign country code (BT-55) are stated', () => {
    expect(documents['company buyer with VAT id (XRechnung)']).toMatch(
      /<ram:BuyerTradeParty>[\s\S]*<ram:ID schemeID="VA">DE987654321<\/ram:ID>[\s\S]*<\/ram:BuyerTradeParty>/,
    );
    expect(documents['foreign buyer (Factur-X)']).toContain('<ram:CountryID>AT</ram:CountryID>');
  });
});
