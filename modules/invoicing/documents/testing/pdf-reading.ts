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

/** A stream (decoded) that must be there. */
function streamBytes(dict: PDFDict, key: string): Uint8Array {
  const stream = dict.lookup(PDFName.of(key));
  if (!(stream instanceof PDFRawStream)) throw new Error(`${key} is not a stream`);
  return decodePDFRawStream(stream).decode();
}

/** A font's ToUnicode map: glyph id (hex, as in the content stream) → text. */
function toUnicodeOf(font: PDFDict): Map<string, string> {
  const cmap = Buffer.from(streamBytes(font, 'ToUnicode')).toString('latin1');
  const map = new Map<string, string>();
  for (const [, glyph, unicode] of cmap.matchAll(/<([0-9a-fA-F]{4})> <([0-9a-fA-F]+)>/g))
    map.set(glyph!.toUpperCase(), Buffer.from(unicode!, 'hex').swap16().toString('utf16le'));
  return map;
}

/**
 * The first page's text, one entry per text shown (`<hex> Tj`), decoded through each font's ToUnicode
 * map as a reader's copy and paste or search would; a glyph without a mapping reads as '\uFFFD'.
 */
export function pageTexts(doc: PDFDocument): string[] {
  const page = doc.getPage(0).node;
  const fonts = page.Resources()!.lookup(PDFName.of('Font'), PDFDict);
  const contents = page.Contents()!;
  const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
  const content = streams
    .map((s) => Buffer.from(decodePDFRawStream(s as PDFRawStream).decode()).toString('latin1'))
    .join('\n');
  const maps = new Map<string, Map<string, string>>();
  const texts: string[] = [];
  let font: Map<string, string> | undefined;
  for (const [, name, hex] of content.matchAll(/\/(\S+) [\d.]+ Tf|<([0-9A-F]*)> Tj/g)) {
    if (name) {
      const dict = fonts.lookup(PDFName.of(name), PDFDict);
      font = maps.get(name) ?? toUnicodeOf(dict);
      maps.set(name, font);
    } else texts.push((hex!.match(/.{4}/g) ?? []).map((g) => font?.get(g) ?? '\uFFFD').join(''));
  }
  return texts;
}

/** The embedded composite fonts: name, TrueType program (/FontFile2) and ToUnicode map. */
export function embeddedFonts(doc: PDFDocument): { name: string; file: Uint8Array; toUnicode: Map<string, string> }[] {
  const fonts = [];
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFDict) || obj.get(PDFName.of('Subtype')) !== PDFName.of('Type0')) continue;
    const cidFont = obj.lookup(PDFName.of('DescendantFonts'), PDFArray).lookup(0, PDFDict);
    const descriptor = cidFont.lookup(PDFName.of('FontDescriptor'), PDFDict);
    fonts.push({
      name: String(obj.get(PDFName.of('BaseFont'))).slice(1),
      file: streamBytes(descriptor, 'FontFile2'),
      toUnicode: toUnicodeOf(obj),
    });
  }
  return fonts;
}
