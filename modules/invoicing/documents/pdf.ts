import type { PDFDocument } from 'pdf-lib';
import { formatCalendarDate, formatCents, formatHoursStd, formatNumber, hoursText } from '../../../lib/german/format';
import { documentTitleOf, formatIban, type IssuedInvoice } from '../contract';
import { addressInOneLine, addressLines } from './address';
import { ciiXml, paymentReferenceOf } from './cii';
import { epcPayload, girocodePng } from './girocode';
import { documentLines, originalOf } from './lines';
import { pdfaDocument, withFacturX } from './pdfa';
import { LEFT, MM, PAGE, RIGHT, type Writer } from './writer';

// The invoice as a PDF for people (German layout after DIN 5008: seller, address window, info block,
// lines, totals, payment, footer) that is also a Factur-X/ZUGFeRD invoice: the EN 16931 CII XML is
// embedded as factur-x.xml (AFRelationship Alternative) and announced in the XMP metadata.
// The same invoice gives the same bytes: dates come from the invoice, the file id from its id.
// Towards PDF/A-3b: the font is embedded (fonts.ts) and an sRGB output intent declared (icc.ts).

function periodText(invoice: IssuedInvoice): string {
  const { from, to, months } = invoice.service.period;
  if (from && to) return `${formatCalendarDate(from)} – ${formatCalendarDate(to)}`;
  return `${months} Monat${months === 1 ? '' : 'e'} ab Aktivierung`;
}

/** Seller top right, sender line and buyer in the address window, the info block beside it. */
function head(w: Writer, invoice: IssuedInvoice) {
  const { seller, buyer } = invoice;
  const top = PAGE.height;
  const sellerLines = [...addressLines(seller.address), seller.phone && `Tel. ${seller.phone}`, seller.email];
  w.text(seller.legalName, RIGHT, top - 20 * MM, { bold: true, size: 12, right: true });
  sellerLines
    .filter((l): l is string => Boolean(l))
    .forEach((l, i) => w.text(l, RIGHT, top - 26 * MM - i * 4.2 * MM, { size: 9, right: true, grey: true }));

  // Address window (DIN 5008 form B): 45 mm from the top, the sender in one small line above it.
  w.text(`${seller.legalName} · ${addressInOneLine(seller.address, ' · ')}`, LEFT, top - 50 * MM, {
    size: 7,
    grey: true,
  });
  const buyerLines = [buyer.company, buyer.name, ...(buyer.address ? addressLines(buyer.address) : [])];
  buyerLines
    .filter((l): l is string => Boolean(l))
    .forEach((l, i) => w.text(l, LEFT, top - 57 * MM - i * 5 * MM, { size: 10.5 }));

  const info: [string, string][] = [
    [`${documentTitleOf(invoice)}snummer`, invoice.number],
    [`${invoice.kind === 'credit_note' ? 'Datum' : 'Rechnungsdatum'}`, formatCalendarDate(invoice.issuedOn)],
    ['Leistungszeitraum', periodText(invoice)],
    ...(invoice.kind === 'invoice'
      ? ([
          ['Zahlungsziel', `${invoice.paymentTermDays} Tage`],
          ['Fällig am', formatCalendarDate(invoice.dueOn)],
        ] as [string, string][])
      : []),
    ...(invoice.corrects?.issuedOn
      ? ([['Rechnung vom', formatCalendarDate(invoice.corrects.issuedOn)]] as [string, string][])
      : []),
    ['Zahlungsreferenz', paymentReferenceOf(invoice)],
  ];
  const labelX = 115 * MM;
  info.forEach(([label, value], i) => {
    const y = top - 55 * MM - i * 5 * MM;
    w.text(label, labelX, y, { size: 9, grey: true });
    w.text(value, RIGHT, y, { size: 9, right: true });
  });
}

/** Title, the lines, the totals; returns where the page goes on. */
function body(w: Writer, invoice: IssuedInvoice): number {
  const credit = invoice.kind === 'credit_note';
  let y = PAGE.height - 100 * MM;
  w.text(`${documentTitleOf(invoice)} ${invoice.number}`, LEFT, y, { bold: true, size: 16 });
  y -= 9 * MM;
  const intro = invoice.corrects?.partial
    ? `Hiermit korrigieren wir die Rechnung ${originalOf(invoice)} und schreiben Ihnen gut. Grund: ${invoice.corrects.reason}`
    : credit
      ? `Hiermit stornieren wir die Rechnung ${originalOf(invoice)}. Grund: ${invoice.corrects?.reason ?? ''}`
      : invoice.advance
        ? `Für das Coaching-Paket „${invoice.service.packageName}“ (${hoursText(invoice.service.totalHours)}), das wir im Leistungszeitraum erbringen, berechnen wir Ihnen im Voraus:`
        : `Für das Coaching-Paket „${invoice.service.packageName}“ (${hoursText(invoice.service.totalHours)}) berechnen wir Ihnen:`;
  for (const line of w.wrap(intro, RIGHT - LEFT)) {
    w.text(line, LEFT, y);
    y -= 5 * MM;
  }
  y -= 3 * MM;

  const cols = { pos: LEFT, text: LEFT + 12 * MM, qty: 150 * MM, amount: RIGHT };
  w.text('Pos.', cols.pos, y, { size: 9, bold: true });
  w.text('Beschreibung', cols.text, y, { size: 9, bold: true });
  w.text('Menge', cols.qty, y, { size: 9, bold: true, right: true });
  // A small business states no VAT, so its amounts are not 'netto'.
  const amountLabel = invoice.amounts.taxNote ? 'Betrag' : 'Betrag (netto)';
  w.text(amountLabel, cols.amount, y, { size: 9, bold: true, right: true });
  y -= 2.5 * MM;
  w.rule(y);
  y -= 5 * MM;
  const sign = credit ? -1 : 1;
  documentLines(invoice).forEach((line, i) => {
    w.text(String(i + 1), cols.pos, y);
    w.text(line.unit === 'HUR' ? formatHoursStd(line.quantity) : '1 Paket', cols.qty, y, { right: true });
    w.text(formatCents(sign * line.netCents), cols.amount, y, { right: true });
    for (const [j, t] of w.wrap(line.name, cols.qty - cols.text - 22 * MM).entries()) {
      w.text(t, cols.text, y - j * 4.5 * MM);
      if (j > 0) y -= 4.5 * MM;
    }
    y -= 6 * MM;
  });
  w.rule(y + 3 * MM);
  y -= 2 * MM;

  const { amounts } = invoice;
  const totals: [string, string, boolean][] = amounts.taxNote
    ? [[credit ? 'Gutschriftsbetrag' : 'Rechnungsbetrag', formatCents(amounts.grossCents), true]]
    : [
        ['Nettobetrag', formatCents(amounts.netCents), false],
        [`zzgl. Umsatzsteuer ${formatNumber(amounts.vatRate, { max: 1 })} %`, formatCents(amounts.vatCents), false],
        [credit ? 'Gutschriftsbetrag (brutto)' : 'Rechnungsbetrag (brutto)', formatCents(amounts.grossCents), true],
      ];
  for (const [label, value, strong] of totals) {
    w.text(label, 120 * MM, y, { bold: strong });
    w.text(value, RIGHT, y, { right: true, bold: strong });
    y -= 5.5 * MM;
  }
  if (amounts.taxNote) {
    w.text(amounts.taxNote, LEFT, y);
    y -= 5.5 * MM;
  }
  return y - 4 * MM;
}

/** How to pay (and the GiroCode), or for a credit note what follows from it. */
async function payment(doc: PDFDocument, w: Writer, invoice: IssuedInvoice, top: number) {
  const { seller } = invoice;
  const reference = paymentReferenceOf(invoice);
  const text = invoice.corrects?.partial
    ? `Der Betrag der Rechnung ${originalOf(invoice)} mindert sich um ${formatCents(-invoice.amounts.grossCents)}. Haben Sie mehr gezahlt, als Sie nun schulden, erstatten wir Ihnen den Unterschied auf Ihr Konto.`
    : invoice.kind === 'credit_note'
      ? `Die Rechnung ${originalOf(invoice)} ist damit aufgehoben. Bereits gezahlte Beträge erstatten wir Ihnen auf Ihr Konto.`
      : `Bitte überweisen Sie ${formatCents(invoice.amounts.grossCents)} ohne Abzug bis zum ${formatCalendarDate(invoice.dueOn)} unter Angabe der Zahlungsreferenz „${reference}“ auf folgendes Konto:`;
  let y = top;
  for (const line of w.wrap(text, 115 * MM)) {
    w.text(line, LEFT, y);
    y -= 5 * MM;
  }
  if (invoice.kind === 'credit_note') return;
  y -= 1 * MM;
  const bank: [string, string][] = [
    ['Empfänger', seller.legalName],
    ['IBAN', formatIban(seller.iban)],
    ...(seller.bic ? ([['BIC', seller.bic]] as [string, string][]) : []),
    ...(seller.bankName ? ([['Bank', seller.bankName]] as [string, string][]) : []),
    ['Verwendungszweck', reference],
  ];
  for (const [label, value] of bank) {
    w.text(label, LEFT, y, { size: 9, grey: true });
    w.text(value, LEFT + 32 * MM, y, { size: 9 });
    y -= 4.5 * MM;
  }
  const qr = await doc.embedPng(girocodePng(epcPayload(invoice)));
  const side = 32 * MM;
  w.page.drawImage(qr, { x: RIGHT - side, y: top - side + 3 * MM, width: side, height: side });
  w.text('GiroCode: mit der Banking-App scannen', RIGHT - side / 2 - 24 * MM, top - side + 1 * MM, {
    size: 6.5,
    grey: true,
  });
}

/** Three columns at the foot: address, bank, tax and register. */
function footer(w: Writer, invoice: IssuedInvoice) {
  const { seller } = invoice;
  w.footer([
    [seller.legalName, ...addressLines(seller.address), seller.email],
    [seller.bankName ?? 'Bankverbindung', `IBAN ${formatIban(seller.iban)}`, seller.bic ? `BIC ${seller.bic}` : null],
    [
      seller.taxNumber ? `Steuernummer ${seller.taxNumber}` : null,
      seller.vatId ? `USt-IdNr. ${seller.vatId}` : null,
      seller.registerEntry,
      seller.managingDirector ? `Geschäftsführung: ${seller.managingDirector}` : null,
    ],
  ]);
}

/** The PDF of an issued invoice or credit note, with its Factur-X XML embedded. */
export async function invoicePdf(invoice: IssuedInvoice): Promise<Uint8Array> {
  const title = `${documentTitleOf(invoice)} ${invoice.number}`;
  const facts = {
    title,
    author: invoice.seller.legalName,
    subject: `${title} an ${invoice.buyer.company ?? invoice.buyer.name}`,
    at: new Date(invoice.at),
    fileIdSeed: `invoice:${invoice.invoiceId}`,
  };
  const { doc, writer: w } = await pdfaDocument(facts);
  head(w, invoice);
  const y = body(w, invoice);
  await payment(doc, w, invoice, y);
  footer(w, invoice);
  return withFacturX(doc, ciiXml(invoice, { profile: 'factur-x' }), facts);
}
