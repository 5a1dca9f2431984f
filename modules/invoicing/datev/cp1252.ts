// Windows-1252 ('ANSI'), the character set DATEV reads EXTF files in by default (its format
// description: ISO-8859-1 or code page 1252; Unicode only with a byte order mark and only by manual
// import). Node has no encoder for it (its TextDecoder even reads the label as Latin-1), so the
// table is here: 0x00–0x7F and 0xA0–0xFF are the Unicode code points themselves, 0x80–0x9F hold
// the typographic characters below (five positions are unassigned).

const high: Record<number, number> = {
  0x20ac: 0x80, // €
  0x201a: 0x82, // ‚
  0x0192: 0x83, // ƒ
  0x201e: 0x84, // „
  0x2026: 0x85, // …
  0x2020: 0x86, // †
  0x2021: 0x87, // ‡
  0x02c6: 0x88, // ˆ
  0x2030: 0x89, // ‰
  0x0160: 0x8a, // Š
  0x2039: 0x8b, // ‹
  0x0152: 0x8c, // Œ
  0x017d: 0x8e, // Ž
  0x2018: 0x91, // ‘
  0x2019: 0x92, // ’
  0x201c: 0x93, // “
  0x201d: 0x94, // ”
  0x2022: 0x95, // •
  0x2013: 0x96, // –
  0x2014: 0x97, // —
  0x02dc: 0x98, // ˜
  0x2122: 0x99, // ™
  0x0161: 0x9a, // š
  0x203a: 0x9b, // ›
  0x0153: 0x9c, // œ
  0x017e: 0x9e, // ž
  0x0178: 0x9f, // Ÿ
};

/** The byte of one character in Windows-1252, or null when the code page has none. */
function byteOf(ch: string): number | null {
  const cp = ch.codePointAt(0)!;
  if (cp < 0x80 || (cp >= 0xa0 && cp <= 0xff)) return cp;
  return high[cp] ?? null;
}

/**
 * Letters whose base letter Unicode does not split off (a stroke or a missing dot is part of the
 * letter, not a combining mark): Polish, Croatian, Maltese, Sami, Turkish and Catalan names.
 */
const baseLetters: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  Ŧ: 'T',
  ŧ: 't',
  ı: 'i',
  Ŀ: 'L',
  ŀ: 'l',
};

/**
 * Text made writable in Windows-1252: composed (NFC), a character the code page lacks replaced by
 * its base letter when that has one ('ő' → 'o', 'č' → 'c', 'ł' → 'l'), else by '?'.
 */
export function fitCp1252(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    if (byteOf(ch) !== null) {
      out += ch;
      continue;
    }
    const base = baseLetters[ch] ?? ch.normalize('NFD').replace(/\p{M}+/gu, '');
    out += base !== '' && [...base].every((c) => byteOf(c) !== null) ? base : '?';
  }
  return out;
}

/** The bytes of `text` in Windows-1252 (characters it lacks as `fitCp1252` replaces them). */
export function encodeCp1252(text: string): Buffer {
  const fitted = fitCp1252(text);
  const bytes = Buffer.alloc([...fitted].length);
  let i = 0;
  for (const ch of fitted) bytes[i++] = byteOf(ch)!;
  return bytes;
}
