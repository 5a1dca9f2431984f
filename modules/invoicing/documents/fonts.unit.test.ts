import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { embedInvoiceFonts } from './fonts';
import { pageTexts } from './testing/pdf-reading';

/** One page with `text` in the invoice's regular font, read back as a recipient's software would. */
async function printedAndRead(text: string): Promise<string[]> {
  const doc = await PDFDocument.create();
  const { regular } = await embedInvoiceFonts(doc, 'a1b2c3d4e5');
  doc.addPage().drawText(text, { font: regular, x: 40, y: 400, size: 12 });
  return pageTexts(await PDFDocument.load(await doc.save()));
}

describe('the invoice fonts, parsed once per process', () => {
  it('an earlier document does not change how a later one reads back', async () => {
    // 'ő' is drawn from 'o' and the double acute '˝': the earlier subset asks for '˝' without a letter.
    expect(await printedAndRead('Győr')).toEqual(['Győr']);
    expect(await printedAndRead('Győr ˝ Kft.')).toEqual(['Győr ˝ Kft.']);
  });

  it('one glyph for two characters reads back as the character of its document', async () => {
    // Arimo draws the narrow no-break space (U+202F) and the thin space (U+2009) with one glyph.
    expect(await printedAndRead('1\u202f000 €')).toEqual(['1\u202f000 €']);
    expect(await printedAndRead('1\u2009000 €')).toEqual(['1\u2009000 €']);
  });
});
