import type { PDFDocument } from 'pdf-lib';
import {
  formatCalendarDate,
  formatCents,
  formatHoursStd,
  formatMonthLong,
  formatNumber,
} from '../../../lib/german/format';
import { invoiceDocumentKit as kit } from '../../invoicing';
import { formatIban } from '../../invoicing/contract';
import { gutschriftXml } from './cii';
import { SMALL_BUSINESS_NOTE, type Gutschrift } from './gutschrift';

type PdfKit = Awaited<ReturnType<typeof kit.loadPdfKit>>;
type Writer = InstanceType<PdfKit['Writer']>;

// The Gutschrift as a PDF for people, on the invoices' PDF/A-3 shell with its XML embedded
// (Factur-X): the firm issues it (letterhead, footer), addressed to the Accelerator, who is the
// seller (Leistender); the parties side by side with their tax numbers, the lines, the totals,
// the § 19 note or the VAT, and where the money goes.

const taxIdLines = (p: { vatId: string | null; taxNumber: string | null }) =>
  [p.vatId && `USt-IdNr. ${p.vatId}`, p.taxNumber && `Steuernummer ${p.taxNumber}`].filter((l): l is string =>
    Boolean(l),
  );

/** The firm's letterhead, the Accelerator in the address window, the info block beside it. */
function head({ MM, PAGE, LEFT, RIGHT }: PdfKit, w: Writer, g: Gutschrift) {
  const top = PAGE.height;
  w.text(g.buyer.legalName, RIGHT, top - 20 * MM, { bold: true, size: 12, right: true });
  [...kit.addressLines(g.buyer.address), g.buyer.phone && `Tel. ${g.buyer.phone}`, g.buyer.email]
    .filter((l): l is string => Boolean(l))
    .forEach((l, i) => w.text(l, RIGHT, top - 26 * MM - i * 4.2 * MM, { size: 9, right: true, grey: true }));
  w.text(`${g.buyer.legalName} · ${kit.addressInOneLine(g.buyer.address, ' · ')}`, LEFT, top - 50 * MM, {
    size: 7,
    grey: true,
  });
  [g.seller.legalName, ...kit.addressLines(g.seller.address)].forEach((l, i) =>
    w.text(l, LEFT, top - 57 * MM - i * 5 * MM, { size: 10.5 }),
  );
  const info: [string, string][] = [
    ['Gutschriftsnummer', g.number],
    ['Datum', formatCalendarDate(g.issuedOn)],
    ['Leistungszeitraum', `${formatCalendarDate(g.period.from)} – ${formatCalendarDate(g.period.to)}`],
  ];
  info.forEach(([label, value], i) => {
    const y = top - 55 * MM - i * 5 * MM;
    w.text(label, 115 * MM, y, { size: 9, grey: true });
    w.text(value, RIGHT, y, { size: 9, right: true });
  });
}

/** Title, the § 14 wording, both parties with their tax numbers; returns where the page goes on. */
function parties({ MM, PAGE, LEFT }: PdfKit, w: Writer, g: Gutschrift): number {
  let y = PAGE.height - 100 * MM;
  w.text(`Gutschrift ${g.number}`, LEFT, y, { bold: true, size: 16 });
  y -= 6 * MM;
  w.text('Abrechnung im Gutschriftsverfahren (§ 14 Abs. 2 Satz 2 UStG)', LEFT, y, { bold: true });
  y -= 8 * MM;
  const columns: [string, string[]][] = [
    [
      'Leistender (Empfänger der Gutschrift)',
      [g.seller.legalName, kit.addressInOneLine(g.seller.address), ...taxIdLines(g.seller)],
    ],
    [
      'Leistungsempfänger (Aussteller)',
      [g.buyer.legalName, kit.addressInOneLine(g.buyer.address), ...taxIdLines(g.buyer)],
    ],
  ];
  const heights = columns.map(([label, lines], c) => {
    const x = LEFT + c * 85 * MM;
    w.text(label, x, y, { size: 8, grey: true });
    lines.forEach((l, i) => w.text(l, x, y - (i + 1) * 4.2 * MM, { size: 9 }));
    return lines.length;
  });
  return y - (Math.max(...heights) + 2) * 4.2 * MM;
}

/** The lines (a new page when the page is full) and the totals; returns the page and where it goes on. */
function body(pk: PdfKit, doc: PDFDocument, first: Writer, g: Gutschrift, top: number): { w: Writer; y: number } {
  const { MM, PAGE, LEFT, RIGHT } = pk;
  let w = first;
  let y = top;
  const intro = `Für Ihre Leistungen im ${formatMonthLong(g.period.from.slice(0, 7))} schreiben wir Ihnen gut:`;
  w.text(intro, LEFT, y);
  y -= 8 * MM;
  const withVat = g.taxes.some((t) => t.tax.kind === 'vat');
  const cols = { pos: LEFT, text: LEFT + 12 * MM, hours: 130 * MM, rate: 155 * MM, amount: RIGHT };
  const header = () => {
    w.text('Pos.', cols.pos, y, { size: 9, bold: true });
    w.text('Leistung', cols.text, y, { size: 9, bold: true });
    w.text('Stunden', cols.hours, y, { size: 9, bold: true, right: true });
    w.text('Satz', cols.rate, y, { size: 9, bold: true, right: true });
    w.text(withVat ? 'Betrag (netto)' : 'Betrag', cols.amount, y, { size: 9, bold: true, right: true });
    y -= 2.5 * MM;
    w.rule(y);
    y -= 5 * MM;
  };
  header();
  g.lines.forEach((line, i) => {
    const wrapped = w.wrap(line.name, cols.hours - cols.text - 18 * MM);
    if (y - wrapped.length * 4.5 * MM < 40 * MM) {
      w = new pk.Writer(doc.addPage([PAGE.width, PAGE.height]), w.regular, w.bold);
      y = PAGE.height - 25 * MM;
      header();
    }
    w.text(String(i + 1), cols.pos, y);
    w.text(formatHoursStd(line.hundredths / 100), cols.hours, y, { right: true });
    w.text(formatCents(line.rateCents), cols.rate, y, { right: true });
    w.text(formatCents(line.netCents), cols.amount, y, { right: true });
    wrapped.forEach((t, j) => w.text(t, cols.text, y - j * 4.5 * MM, { grey: line.correction && j > 0 }));
    y -= (wrapped.length - 1) * 4.5 * MM + 6 * MM;
  });
  w.rule(y + 3 * MM);
  y -= 2 * MM;
  // The totals and the payment text stay together above the footer.
  if (y < 75 * MM) {
    w = new pk.Writer(doc.addPage([PAGE.width, PAGE.height]), w.regular, w.bold);
    y = PAGE.height - 25 * MM;
  }
  // One VAT row per rate; with more than one tax status (a correction of a month taxed otherwise)
  // each row names the net it is on, as the XML's breakdown does.
  const vatRows = g.taxes.flatMap((t): [string, string, boolean][] =>
    t.tax.kind === 'vat'
      ? [
          [
            `zzgl. Umsatzsteuer ${formatNumber(t.tax.rate, { max: 1 })} %${g.taxes.length > 1 ? ` auf ${formatCents(t.netCents)}` : ''}`,
            formatCents(t.vatCents),
            false,
          ],
        ]
      : [],
  );
  const totals: [string, string, boolean][] = withVat
    ? [
        ['Nettobetrag', formatCents(g.netCents), false],
        ...vatRows,
        ['Gutschriftsbetrag (brutto)', formatCents(g.grossCents), true],
      ]
    : [['Gutschriftsbetrag', formatCents(g.grossCents), true]];
  for (const [label, value, strong] of totals) {
    // A VAT row naming its net is longer: it starts further left so it never runs into the amount.
    w.text(label, (g.taxes.length > 1 ? 95 : 115) * MM, y, { bold: strong });
    w.text(value, RIGHT, y, { right: true, bold: strong });
    y -= 5.5 * MM;
  }
  if (g.taxes.some((t) => t.tax.kind === 'smallBusiness')) {
    w.text(SMALL_BUSINESS_NOTE, LEFT, y);
    y -= 5.5 * MM;
  }
  return { w, y: y - 4 * MM };
}

/** Where the money goes, and what an objection does (§ 14 Abs. 2 Satz 3 UStG). */
function payment({ MM, LEFT, RIGHT }: PdfKit, w: Writer, g: Gutschrift, top: number) {
  const text =
    g.grossCents >= 0
      ? `Den Betrag von ${formatCents(g.grossCents)} überweisen wir auf Ihr Konto IBAN ${formatIban(g.seller.iban)} (Kontoinhaber: ${g.seller.accountHolder}).`
      : `Der Betrag von ${formatCents(-g.grossCents)} zu unseren Gunsten wird mit Ihrer nächsten Abrechnung verrechnet.`;
  const lines = [
    ...w.wrap(text, RIGHT - LEFT),
    ...w.wrap(
      'Sie erhalten diese Gutschrift an Stelle einer Rechnung. Widersprechen Sie ihr, verliert sie die Wirkung einer Rechnung; bitte wenden Sie sich bei Fragen an uns.',
      RIGHT - LEFT,
      9,
    ),
  ];
  lines.forEach((l, i) => w.text(l, LEFT, top - i * 5 * MM, { size: i === 0 ? 10 : 9 }));
}

/** The firm's footer: address, contact, tax numbers. */
function footer(w: Writer, g: Gutschrift) {
  w.footer([
    [g.buyer.legalName, ...kit.addressLines(g.buyer.address)],
    [g.buyer.email, g.buyer.phone && `Tel. ${g.buyer.phone}`],
    taxIdLines(g.buyer),
  ]);
}

/** The PDF of an issued Gutschrift, its CII XML embedded. */
export async function gutschriftPdf(g: Gutschrift): Promise<Uint8Array> {
  const pk = await kit.loadPdfKit();
  const title = `Gutschrift ${g.number}`;
  const facts = {
    title,
    author: g.seller.legalName,
    subject: `${title}: Abrechnung im Gutschriftsverfahren von ${g.buyer.legalName}`,
    at: new Date(g.at),
    fileIdSeed: `gutschrift:${g.statementId}`,
  };
  const { doc, writer } = await pk.pdfaDocument(facts);
  head(pk, writer, g);
  const { w, y } = body(pk, doc, writer, g, parties(pk, writer, g));
  payment(pk, w, g, y);
  for (const page of doc.getPages()) footer(new pk.Writer(page, w.regular, w.bold), g);
  return pk.withFacturX(doc, gutschriftXml(g), facts);
}
