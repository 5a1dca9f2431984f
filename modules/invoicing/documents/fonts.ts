import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

// The invoice's typeface, embedded as PDF/A asks (a standard font that is only named is not):
// Arimo (SIL Open Font License 1.1, embedding allowed: OS/2 fsType 0), whose widths equal
// Helvetica's/Arial's, so the layout stays as it was with the standard font, and which covers
// Latin Extended ('Łódź', 'Çelik'), Greek and Cyrillic. The TTFs come from the npm package
// `@expo-google-fonts/arimo`; only the glyphs used are embedded (subset), so a PDF grows by
// about 16 kB rather than 640 kB.

const require = createRequire(import.meta.url);

/** The parts of @pdf-lib/fontkit 1.1.1's (pinned) TrueType subset that `withEvenGlyphs` touches. */
interface TtfSubset {
  glyf: Uint8Array[];
  offset: number;
  _addGlyph(glyphId: number): number;
}

/**
 * fontkit's subsetter writes a short `loca` table (offsets / 2) whenever the subset is small, but
 * copies each glyph's bytes as they are: a glyph of odd length (Arimo has many) then shifts every
 * later glyph by a byte and they render as nothing (pdf-lib issues #494, #1232). Padding each copied
 * glyph to an even length, which TrueType allows, keeps the offsets exact. Tested by reading the
 * embedded subset back (every glyph has its outline).
 */
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
type Font = ReturnType<Fontkit['create']>;

/** Parsed once per file, not per invoice (a subset keeps its own state; see `withOwnCodePoints`). */
const parsed = new WeakMap<Uint8Array, Font>();

type Glyph = ReturnType<Font['getGlyph']>;
const sameCodePoints = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((point, i) => point === b[i]);

/**
 * fontkit keeps one glyph object per glyph id, with the characters of the first call that asked
 * for it, and pdf-lib writes those characters into the PDF's ToUnicode map. Shared across invoices,
 * the first caller would decide for every later invoice: a subset asks for the parts of 'ó' with
 * no characters, so after one 'Józef' every later 'o' read back (copy, search, screen reader) as
 * nothing. A glyph asked for with other characters than the cached one is handed out as its own
 * view with those characters (its outline and metrics are still the cached ones).
 */
function withOwnCodePoints(font: Font): void {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id: number, characters: number[] = []): Glyph => {
    const glyph = getGlyph(id, characters);
    if (characters.length === 0 || sameCodePoints(glyph.codePoints, characters)) return glyph;
    return Object.assign(Object.create(glyph) as Glyph, { codePoints: characters });
  };
}

const withEvenGlyphs: Fontkit = {
  create(bytes) {
    const known = parsed.get(bytes);
    if (known) return known;
    const font = fontkit.create(bytes);
    parsed.set(bytes, font);
    withOwnCodePoints(font);
    const createSubset = font.createSubset.bind(font);
    font.createSubset = () => {
      const subset = createSubset() as unknown as TtfSubset;
      const addGlyph = subset._addGlyph.bind(subset);
      subset._addGlyph = (glyphId) => {
        const index = addGlyph(glyphId);
        const data = subset.glyf[index]!;
        if (data.length % 2 === 1) {
          // fontkit's stream takes only its own (bundled) Buffer class: allocate one of the same.
          const padded = (data.constructor as unknown as { alloc(size: number): Uint8Array }).alloc(data.length + 1);
          padded.set(data);
          subset.glyf[index] = padded;
          subset.offset += 1;
        }
        return index;
      };
      return subset as never;
    };
    return font;
  },
};

let files: { regular: Buffer; bold: Buffer } | undefined;
const arimo = () =>
  (files ??= {
    regular: readFileSync(require.resolve('@expo-google-fonts/arimo/400Regular/Arimo_400Regular.ttf')),
    bold: readFileSync(require.resolve('@expo-google-fonts/arimo/700Bold/Arimo_700Bold.ttf')),
  });

/**
 * A subset's name carries a tag of six capital letters (ISO 32000-1, 9.6.4). pdf-lib would add
 * its own numeric suffix; ours comes from the document's id, so the same invoice gives the same bytes.
 */
const subsetTag = (seed: string) =>
  [...seed.slice(0, 6)].map((hex) => String.fromCharCode(65 + parseInt(hex, 16))).join('');

/** Embeds Arimo regular and bold as subsets; `seed` (hex) names the subsets deterministically. */
export async function embedInvoiceFonts(doc: PDFDocument, seed: string): Promise<{ regular: PDFFont; bold: PDFFont }> {
  doc.registerFontkit(withEvenGlyphs);
  const { regular, bold } = arimo();
  const tag = subsetTag(seed);
  return {
    regular: await doc.embedFont(regular, { subset: true, customName: `${tag}+Arimo-Regular` }),
    bold: await doc.embedFont(bold, { subset: true, customName: `${tag}+Arimo-Bold` }),
  };
}
