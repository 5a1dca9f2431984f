import { compactIban } from '../../invoicing/contract';
import { invoiceDocumentKit as kit } from '../../invoicing';
import type { TaxStatus } from '../contract';
import { SELF_BILLING_NOTE, SMALL_BUSINESS_NOTE, type Gutschrift, type GutschriftLine } from './gutschrift';

// The Gutschrift as EN 16931 XML in CII syntax, document type 389 (self-billed invoice, UNTDID 1001):
// the Accelerator is the seller (BG-4) although the firm issues it, the firm the buyer (BG-7), the
// money goes to the seller's account (credit transfer, BG-17). The Factur-X EN 16931 profile both
// in the PDF and as the download: the Accelerator's own books need EN 16931, not the public
// sector's XRechnung, which would ask for the seller's phone the portal does not keep.

const selfBilled = '389';

/** Cents as an XML amount with its sign: a correction may take money back. */
const amount = (cents: number) => `${cents < 0 ? '-' : ''}${kit.decimalOf(cents)}`;
const quantity = (hundredths: number) => (hundredths / 100).toFixed(2);

const dateTime = (name: string, date: string) =>
  kit.el(name, kit.txt('udt:DateTimeString', kit.date102(date), { format: '102' }));

const address = (a: { street: string; postalCode: string; city: string; country: string }) =>
  kit.el(
    'ram:PostalTradeAddress',
    kit.txt('ram:PostcodeCode', a.postalCode),
    kit.txt('ram:LineOne', a.street),
    kit.txt('ram:CityName', a.city),
    kit.txt('ram:CountryID', a.country.toUpperCase()),
  );

const taxIds = (p: { vatId: string | null; taxNumber: string | null }) => [
  p.vatId && kit.el('ram:SpecifiedTaxRegistration', kit.txt('ram:ID', p.vatId.replace(/\s+/g, ''), { schemeID: 'VA' })),
  p.taxNumber && kit.el('ram:SpecifiedTaxRegistration', kit.txt('ram:ID', p.taxNumber, { schemeID: 'FC' })),
];

/** The VAT of a line or of one status's breakdown: S with the rate, or E with the § 19 reason. */
function tax(status: TaxStatus, totals: { basis: number; vat: number } | null) {
  const exempt = status.kind === 'smallBusiness';
  return kit.el(
    'ram:ApplicableTradeTax',
    totals && kit.txt('ram:CalculatedAmount', amount(totals.vat)),
    kit.txt('ram:TypeCode', 'VAT'),
    totals && exempt && kit.txt('ram:ExemptionReason', kit.SMALL_BUSINESS_EXEMPTION),
    totals && kit.txt('ram:BasisAmount', amount(totals.basis)),
    kit.txt('ram:CategoryCode', exempt ? 'E' : 'S'),
    kit.txt('ram:RateApplicablePercent', status.kind === 'vat' ? String(status.rate) : '0'),
  );
}

/** A line: the hours at the rate (BT-146, never negative; a correction's hours carry the sign). */
const lineItem = (line: GutschriftLine, i: number) =>
  kit.el(
    'ram:IncludedSupplyChainTradeLineItem',
    kit.el('ram:AssociatedDocumentLineDocument', kit.txt('ram:LineID', i + 1)),
    kit.el('ram:SpecifiedTradeProduct', kit.txt('ram:Name', line.name)),
    kit.el(
      'ram:SpecifiedLineTradeAgreement',
      kit.el('ram:NetPriceProductTradePrice', kit.txt('ram:ChargeAmount', kit.decimalOf(line.rateCents))),
    ),
    kit.el(
      'ram:SpecifiedLineTradeDelivery',
      kit.txt('ram:BilledQuantity', quantity(line.hundredths), { unitCode: 'HUR' }),
    ),
    kit.el(
      'ram:SpecifiedLineTradeSettlement',
      tax(line.tax, null),
      // BG-26: a correction's own month (§ 14 Abs. 4 Nr. 6 UStG); the other lines have the document's.
      ...(line.period
        ? [
            kit.el(
              'ram:BillingSpecifiedPeriod',
              dateTime('ram:StartDateTime', line.period.from),
              dateTime('ram:EndDateTime', line.period.to),
            ),
          ]
        : []),
      kit.el(
        'ram:SpecifiedTradeSettlementLineMonetarySummation',
        kit.txt('ram:LineTotalAmount', amount(line.netCents)),
      ),
    ),
  );

/** The CII XML of an issued Gutschrift. */
export function gutschriftXml(g: Gutschrift): string {
  const { seller, buyer } = g;
  const smallBusiness = g.taxes.some((t) => t.tax.kind === 'smallBusiness');
  const notes = [SELF_BILLING_NOTE, smallBusiness && SMALL_BUSINESS_NOTE].filter((n): n is string => Boolean(n));
  const root = kit.el(
    'rsm:CrossIndustryInvoice',
    kit.el(
      'rsm:ExchangedDocumentContext',
      kit.el('ram:GuidelineSpecifiedDocumentContextParameter', kit.txt('ram:ID', kit.specificationIds['factur-x'])),
    ),
    kit.el(
      'rsm:ExchangedDocument',
      kit.txt('ram:ID', g.number),
      kit.txt('ram:TypeCode', selfBilled),
      dateTime('ram:IssueDateTime', g.issuedOn),
      ...notes.map((n) => kit.el('ram:IncludedNote', kit.txt('ram:Content', n))),
    ),
    kit.el(
      'rsm:SupplyChainTradeTransaction',
      ...g.lines.map((line, i) => lineItem(line, i)),
      kit.el(
        'ram:ApplicableHeaderTradeAgreement',
        // BT-10, which KoSIT asks for (BR-DE-15): the Gutschrift's number, the reference in both books.
        kit.txt('ram:BuyerReference', g.number),
        kit.el(
          'ram:SellerTradeParty',
          // BR-CO-26: an Accelerator without USt-IdNr. is known by their Steuernummer (BT-29 as well as BT-32).
          !seller.vatId && kit.txt('ram:ID', seller.taxNumber),
          kit.txt('ram:Name', seller.legalName),
          // BG-6 (KoSIT BR-DE-2, -5, -6, -7): questions about a Gutschrift go to the office that issued it.
          kit.el(
            'ram:DefinedTradeContact',
            kit.txt('ram:PersonName', `${buyer.legalName} (Ausstellerin der Gutschrift)`),
            kit.el('ram:TelephoneUniversalCommunication', kit.txt('ram:CompleteNumber', buyer.phone ?? '-')),
            kit.el('ram:EmailURIUniversalCommunication', kit.txt('ram:URIID', buyer.email)),
          ),
          address(seller.address),
          ...taxIds(seller),
        ),
        kit.el(
          'ram:BuyerTradeParty',
          kit.txt('ram:Name', buyer.legalName),
          kit.el(
            'ram:DefinedTradeContact',
            buyer.phone && kit.el('ram:TelephoneUniversalCommunication', kit.txt('ram:CompleteNumber', buyer.phone)),
            kit.el('ram:EmailURIUniversalCommunication', kit.txt('ram:URIID', buyer.email)),
          ),
          address(buyer.address),
          buyer.vatId &&
            kit.el(
              'ram:SpecifiedTaxRegistration',
              kit.txt('ram:ID', buyer.vatId.replace(/\s+/g, ''), { schemeID: 'VA' }),
            ),
        ),
      ),
      kit.required('ram:ApplicableHeaderTradeDelivery'),
      kit.el(
        'ram:ApplicableHeaderTradeSettlement',
        kit.txt('ram:PaymentReference', g.number),
        kit.txt('ram:InvoiceCurrencyCode', 'EUR'),
        kit.el(
          'ram:SpecifiedTradeSettlementPaymentMeans',
          kit.txt('ram:TypeCode', '58'),
          kit.txt('ram:Information', 'SEPA-Überweisung'),
          kit.el(
            'ram:PayeePartyCreditorFinancialAccount',
            kit.txt('ram:IBANID', compactIban(seller.iban)),
            kit.txt('ram:AccountName', seller.accountHolder),
          ),
          seller.bic &&
            kit.el(
              'ram:PayeeSpecifiedCreditorFinancialInstitution',
              kit.txt('ram:BICID', seller.bic.replace(/\s+/g, '')),
            ),
        ),
        // One breakdown per tax status (BG-23): a correction of a month taxed otherwise has its own.
        ...g.taxes.map((t) => tax(t.tax, { basis: t.netCents, vat: t.vatCents })),
        kit.el(
          'ram:BillingSpecifiedPeriod',
          dateTime('ram:StartDateTime', g.period.from),
          dateTime('ram:EndDateTime', g.period.to),
        ),
        kit.el(
          'ram:SpecifiedTradePaymentTerms',
          kit.txt('ram:Description', 'Die Firma überweist den Betrag auf das angegebene Konto des Leistenden.'),
        ),
        kit.el(
          'ram:SpecifiedTradeSettlementHeaderMonetarySummation',
          kit.txt('ram:LineTotalAmount', amount(g.netCents)),
          kit.txt('ram:TaxBasisTotalAmount', amount(g.netCents)),
          kit.txt('ram:TaxTotalAmount', amount(g.vatCents), { currencyID: 'EUR' }),
          kit.txt('ram:GrandTotalAmount', amount(g.grossCents)),
          kit.txt('ram:DuePayableAmount', amount(g.grossCents)),
        ),
      ),
    ),
  );
  return kit.xmlDocument(root, kit.ciiNamespaces);
}
