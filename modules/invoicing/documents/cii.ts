import { formatCalendarDate } from '../../../lib/german/format';
import { ADVANCE_INVOICE_TITLE, compactIban, type IssuedInvoice, type PostalAddress } from '../contract';
import { date102, decimalOf, documentLines, originalOf } from './lines';
import { el, required, txt, xmlDocument, type Node } from './xml';

// The invoice as EN 16931 XML in UN/CEFACT CII D16B syntax (issue 18): the same document twice,
// told apart by its specification identifier (BT-24). 'factur-x' is the Factur-X/ZUGFeRD EN 16931
// profile embedded in the PDF; 'xrechnung' follows the German CIUS (XRechnung 3.0) for download:
// it adds the business process (BT-23) and the electronic addresses of seller and buyer (BT-34, BT-49).

type CiiProfile = 'factur-x' | 'xrechnung';

export const specificationIds: Record<CiiProfile, string> = {
  'factur-x': 'urn:cen.eu:en16931:2017',
  xrechnung: 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
};
const PEPPOL_BILLING = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';

export const namespaces = {
  'xmlns:rsm': 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  'xmlns:ram': 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  'xmlns:qdt': 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
  'xmlns:udt': 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
};

/** Exemption reason of a small business (BT-120) under category E. */
export const SMALL_BUSINESS_EXEMPTION = 'Kleinunternehmer gemäß § 19 UStG';

/** The remittance information (BT-83): the package's payment reference, else the invoice number. */
export const paymentReferenceOf = (invoice: IssuedInvoice): string =>
  invoice.service.paymentReference ?? invoice.number;

const dateTime = (name: string, date: string) => el(name, txt('udt:DateTimeString', date102(date), { format: '102' }));

const address = (a: PostalAddress | null) =>
  a &&
  el(
    'ram:PostalTradeAddress',
    txt('ram:PostcodeCode', a.postalCode),
    txt('ram:LineOne', a.street),
    txt('ram:CityName', a.city),
    txt('ram:CountryID', a.country),
  );

const email = (address: string | null | undefined) =>
  address && el('ram:URIUniversalCommunication', txt('ram:URIID', address, { schemeID: 'EM' }));

/** The VAT of a line or of the whole: S with its rate, or E (exempt, §19 UStG) with the reason. */
function tax(invoice: IssuedInvoice, totals: { basis: number; vat: number } | null): Node {
  const exempt = invoice.amounts.taxNote !== null;
  return el(
    'ram:ApplicableTradeTax',
    totals && txt('ram:CalculatedAmount', decimalOf(totals.vat)),
    txt('ram:TypeCode', 'VAT'),
    totals && exempt && txt('ram:ExemptionReason', SMALL_BUSINESS_EXEMPTION),
    totals && txt('ram:BasisAmount', decimalOf(totals.basis)),
    txt('ram:CategoryCode', exempt ? 'E' : 'S'),
    txt('ram:RateApplicablePercent', exempt ? '0' : String(invoice.amounts.vatRate)),
  );
}

/** Notes (BG-1): an advance invoice's title, the §19 note, a credit note's reason, a period known only by its length. */
function notes(invoice: IssuedInvoice): string[] {
  const { period } = invoice.service;
  const { corrects } = invoice;
  return [
    // An advance invoice stays TypeCode 380 (XRechnung's BR-DE-17 lists no prepayment code 386): the note says it.
    invoice.kind === 'invoice' &&
      invoice.advance &&
      `${ADVANCE_INVOICE_TITLE}: Die Rechnung wird vor Beginn der Leistung gestellt; die Leistung wird im Leistungszeitraum erbracht.`,
    corrects &&
      `${corrects.partial ? 'Rechnungskorrektur (Teilgutschrift)' : 'Stornorechnung'} zur Rechnung ${originalOf(invoice)}. Grund: ${corrects.reason}`,
    invoice.amounts.taxNote,
    !(period.from && period.to) &&
      `Leistungszeitraum: ${period.months} Monat${period.months === 1 ? '' : 'e'} ab Aktivierung des Pakets.`,
  ].filter((n): n is string => Boolean(n));
}

interface CiiOptions {
  profile: CiiProfile;
  /** the buyer's e-mail (BT-49), when known: XRechnung asks for an electronic address */
  buyerEmail?: string | null;
}

/** The CII XML of an issued invoice or credit note (TypeCode 380 / 381; a credit note's amounts positive). */
export function ciiXml(invoice: IssuedInvoice, { profile, buyerEmail = null }: CiiOptions): string {
  const { seller, buyer, amounts, service } = invoice;
  const lines = documentLines(invoice);
  const xr = profile === 'xrechnung';
  const reference = paymentReferenceOf(invoice);
  const legal = [seller.registerEntry, seller.managingDirector && `Geschäftsführung: ${seller.managingDirector}`]
    .filter(Boolean)
    .join(', ');

  const lineItems = lines.map((line, i) =>
    el(
      'ram:IncludedSupplyChainTradeLineItem',
      el('ram:AssociatedDocumentLineDocument', txt('ram:LineID', i + 1)),
      el('ram:SpecifiedTradeProduct', txt('ram:Name', line.name)),
      // The price of the line's whole quantity (BT-149 base quantity = quantity): exact to the cent.
      el(
        'ram:SpecifiedLineTradeAgreement',
        el(
          'ram:NetPriceProductTradePrice',
          txt('ram:ChargeAmount', decimalOf(line.netCents)),
          txt('ram:BasisQuantity', line.quantity, { unitCode: line.unit }),
        ),
      ),
      el('ram:SpecifiedLineTradeDelivery', txt('ram:BilledQuantity', line.quantity, { unitCode: line.unit })),
      el(
        'ram:SpecifiedLineTradeSettlement',
        tax(invoice, null),
        el('ram:SpecifiedTradeSettlementLineMonetarySummation', txt('ram:LineTotalAmount', decimalOf(line.netCents))),
      ),
    ),
  );

  const root = el(
    'rsm:CrossIndustryInvoice',
    el(
      'rsm:ExchangedDocumentContext',
      xr && el('ram:BusinessProcessSpecifiedDocumentContextParameter', txt('ram:ID', PEPPOL_BILLING)),
      el('ram:GuidelineSpecifiedDocumentContextParameter', txt('ram:ID', specificationIds[profile])),
    ),
    el(
      'rsm:ExchangedDocument',
      txt('ram:ID', invoice.number),
      txt('ram:TypeCode', invoice.kind === 'credit_note' ? '381' : '380'),
      dateTime('ram:IssueDateTime', invoice.issuedOn),
      ...notes(invoice).map((n) => el('ram:IncludedNote', txt('ram:Content', n))),
    ),
    el(
      'rsm:SupplyChainTradeTransaction',
      ...lineItems,
      el(
        'ram:ApplicableHeaderTradeAgreement',
        // BT-10: the client's reference for their books; the payment reference they were given.
        txt('ram:BuyerReference', reference),
        el(
          'ram:SellerTradeParty',
          // BR-CO-26: a seller without USt-IdNr. is known by its register entry (BT-30), else its Steuernummer (BT-29).
          !seller.vatId && !seller.registerEntry && txt('ram:ID', seller.taxNumber),
          txt('ram:Name', seller.legalName),
          txt('ram:Description', legal),
          !seller.vatId &&
            seller.registerEntry &&
            el('ram:SpecifiedLegalOrganization', txt('ram:ID', seller.registerEntry)),
          el(
            'ram:DefinedTradeContact',
            txt('ram:PersonName', seller.managingDirector ?? seller.legalName),
            seller.phone && el('ram:TelephoneUniversalCommunication', txt('ram:CompleteNumber', seller.phone)),
            el('ram:EmailURIUniversalCommunication', txt('ram:URIID', seller.email)),
          ),
          address(seller.address),
          xr && email(seller.email),
          seller.vatId &&
            el('ram:SpecifiedTaxRegistration', txt('ram:ID', seller.vatId.replace(/\s+/g, ''), { schemeID: 'VA' })),
          seller.taxNumber && el('ram:SpecifiedTaxRegistration', txt('ram:ID', seller.taxNumber, { schemeID: 'FC' })),
        ),
        el(
          'ram:BuyerTradeParty',
          txt('ram:Name', buyer.company ?? buyer.name),
          buyer.company && el('ram:DefinedTradeContact', txt('ram:PersonName', buyer.name)),
          address(buyer.address),
          xr && email(buyerEmail),
          buyer.vatId &&
            el('ram:SpecifiedTaxRegistration', txt('ram:ID', buyer.vatId.replace(/\s+/g, ''), { schemeID: 'VA' })),
        ),
      ),
      required('ram:ApplicableHeaderTradeDelivery'),
      el(
        'ram:ApplicableHeaderTradeSettlement',
        txt('ram:PaymentReference', reference),
        txt('ram:InvoiceCurrencyCode', 'EUR'),
        el(
          'ram:SpecifiedTradeSettlementPaymentMeans',
          txt('ram:TypeCode', '58'),
          txt('ram:Information', 'SEPA-Überweisung'),
          el(
            'ram:PayeePartyCreditorFinancialAccount',
            txt('ram:IBANID', compactIban(seller.iban)),
            txt('ram:AccountName', seller.legalName),
          ),
          seller.bic && el('ram:PayeeSpecifiedCreditorFinancialInstitution', txt('ram:BICID', seller.bic)),
        ),
        tax(invoice, { basis: amounts.netCents, vat: amounts.vatCents }),
        service.period.from &&
          service.period.to &&
          el(
            'ram:BillingSpecifiedPeriod',
            dateTime('ram:StartDateTime', service.period.from),
            dateTime('ram:EndDateTime', service.period.to),
          ),
        el(
          'ram:SpecifiedTradePaymentTerms',
          txt('ram:Description', `Zahlbar ohne Abzug bis ${formatCalendarDate(invoice.dueOn)}.`),
          dateTime('ram:DueDateDateTime', invoice.dueOn),
        ),
        el(
          'ram:SpecifiedTradeSettlementHeaderMonetarySummation',
          txt('ram:LineTotalAmount', decimalOf(amounts.netCents)),
          txt('ram:TaxBasisTotalAmount', decimalOf(amounts.netCents)),
          txt('ram:TaxTotalAmount', decimalOf(amounts.vatCents), { currencyID: 'EUR' }),
          txt('ram:GrandTotalAmount', decimalOf(amounts.grossCents)),
          txt('ram:DuePayableAmount', decimalOf(amounts.grossCents)),
        ),
        // BT-25 and BT-26: the invoice a credit note corrects, with its date.
        invoice.corrects &&
          el(
            'ram:InvoiceReferencedDocument',
            txt('ram:IssuerAssignedID', invoice.corrects.number),
            invoice.corrects.issuedOn &&
              el(
                'ram:FormattedIssueDateTime',
                txt('qdt:DateTimeString', date102(invoice.corrects.issuedOn), { format: '102' }),
              ),
          ),
      ),
    ),
  );
  return xmlDocument(root, namespaces);
}
