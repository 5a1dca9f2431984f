import { createHash } from 'node:crypto';
import { AFRelationship, PDFDocument, PDFHexString, PDFName } from 'pdf-lib';
import { oneLine } from '../../../lib/plain-name';
import { embedInvoiceFonts } from './fonts';
import { addSrgbOutputIntent } from './icc';
import { PAGE, Writer } from './writer';
import { facturXXmp } from './xmp';

// The PDF/A-3 shell every e-invoice document shares (an invoice, a credit note, an Accelerator's
// Gutschrift): fixed metadata and XMP, the sRGB output intent, the embedded font, and the CII XML
// attached as factur-x.xml. The same document gives the same bytes: dates and the file id come
// from the document, never from the clock.

const PRODUCER = 'Coaching-Portal (pdf-lib)';

interface ShellFacts {
  /** 'Rechnung 2026-0001', 'Gutschrift GS-2027-0001' */
  title: string;
  /** who issues it in name (the seller) */
  author: string;
  subject: string;
  /** the instant of issue: creation and modification date */
  at: Date;
  /** what the file id is derived from, e.g. `invoice:<id>` */
  fileIdSeed: string;
}

/** The file id from its seed: the same document, the same id. */
const fileIdOf = (seed: string) => createHash('sha256').update(seed).digest('hex').slice(0, 32);

/** Fixes what pdf-lib would take from the clock; the metadata on one line, as the page prints them. */
function fixMetadata(doc: PDFDocument, facts: ShellFacts) {
  const subject = oneLine(facts.subject);
  const author = oneLine(facts.author);
  doc.setTitle(facts.title, { showInWindowTitleBar: true });
  doc.setAuthor(author);
  doc.setSubject(subject);
  doc.setCreator(PRODUCER);
  doc.setProducer(PRODUCER);
  doc.setCreationDate(facts.at);
  doc.setModificationDate(facts.at);
  doc.setLanguage('de-DE');
  const id = fileIdOf(facts.fileIdSeed);
  doc.context.trailerInfo.ID = doc.context.obj([PDFHexString.of(id), PDFHexString.of(id)]);
  const xmp = facturXXmp({ title: facts.title, author, subject, producer: PRODUCER, date: facts.at.toISOString() });
  const stream = doc.context.stream(Buffer.from(xmp, 'utf8'), {
    Type: 'Metadata',
    Subtype: 'XML',
    Length: Buffer.byteLength(xmp),
  });
  doc.catalog.set(PDFName.of('Metadata'), doc.context.register(stream));
}

/** A new A4 PDF/A-3 document with its first page and a writer on it. */
export async function pdfaDocument(facts: ShellFacts): Promise<{ doc: PDFDocument; writer: Writer }> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  fixMetadata(doc, facts);
  addSrgbOutputIntent(doc);
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const { regular, bold } = await embedInvoiceFonts(doc, fileIdOf(facts.fileIdSeed));
  return { doc, writer: new Writer(page, regular, bold) };
}

/** Embeds the CII XML as factur-x.xml (AFRelationship Alternative) and saves the document. */
export async function withFacturX(doc: PDFDocument, xml: string, facts: Pick<ShellFacts, 'title' | 'at'>) {
  await doc.attach(Buffer.from(xml, 'utf8'), 'factur-x.xml', {
    mimeType: 'text/xml',
    description: `Factur-X/ZUGFeRD (EN 16931) ${facts.title}`,
    creationDate: facts.at,
    modificationDate: facts.at,
    afRelationship: AFRelationship.Alternative,
  });
  return doc.save({ useObjectStreams: false });
}
