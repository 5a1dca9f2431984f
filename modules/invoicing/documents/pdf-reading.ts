import jsQR from 'jsqr';
import type { PDFDocument, PDFNumber, PDFString, PDFHexString } from 'pdf-lib';
import { decodePDFRawStream, PDFArray, PDFDict, PDFName, PDFRawStream } from 'pdf-lib';

// Reading our PDFs back in tests, as a recipient's software would: the embedded files by name and
// the QR code in the page's image (decoded pixels, then jsQR).

/** The embedded file of that name (e.g. 'factur-x.xml') with its AFRelationship and MIME subtype, or null. */
export function embeddedFile(
  doc: PDFDocument,
  name: string,
): { text: string; relationship: string; subtype: string } | null {
  const names = doc.catalog.lookup(PDFName.of('Names'), PDFDict);
  const tree = names.lookup(PDFName.of('EmbeddedFiles'), PDFDict).lookup(PDFName.of('Names'), PDFArray);
  for (let i = 0; i < tree.size(); i += 2) {
    const key = tree.lookup(i) as PDFString | PDFHexString;
    if (key.decodeText() !== name) continue;
    const spec = tree.lookup(i + 1, PDFDict);
    const stream = spec.lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F')) as PDFRawStream;
    const bytes = decodePDFRawStream(stream).decode();
    return {
      text: Buffer.from(bytes).toString('utf8'),
      relationship: String(spec.get(PDFName.of('AFRelationship')) ?? ''),
      subtype: String(stream.dict.get(PDFName.of('Subtype')) ?? ''),
    };
  }
  return null;
}

/** What the QR codes in the PDF's images say (each image read as gray or RGB pixels). */
export function qrCodesOf(doc: PDFDocument): string[] {
  const found: string[] = [];
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFRawStream) || obj.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    const width = (obj.dict.get(PDFName.of('Width')) as PDFNumber).asNumber();
    const height = (obj.dict.get(PDFName.of('Height')) as PDFNumber).asNumber();
    const pixels = decodePDFRawStream(obj).decode();
    const channels = pixels.length / (width * height);
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let p = 0; p < width * height; p++) {
      for (let c = 0; c < 3; c++) rgba[p * 4 + c] = pixels[p * channels + (channels === 1 ? 0 : c)]!;
      rgba[p * 4 + 3] = 255;
    }
    const code = jsQR(rgba, width, height);
    if (code) found.push(code.data);
  }
  return found;
}
