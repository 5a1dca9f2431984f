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
 * Cyrillic and Greek letters in Latin as ICAO Doc 9303 writes them in the machine-readable zone of
 * a passport (the table German passports and visas use), lower case; a capital gives its first
 * letter capital ('Ж' → 'Zh'). 'ь' has no Latin letter and is left out, as ICAO does.
 */
const latinOf: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: 'ie',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'iu',
  я: 'ia',
  є: 'ie',
  і: 'i',
  ї: 'i',
  ґ: 'g',
  ў: 'u',
  ђ: 'd',
  ј: 'j',
  љ: 'lj',
  њ: 'nj',
  ћ: 'c',
  џ: 'dz',
  ѓ: 'g',
  ќ: 'k',
  ѕ: 'dz',
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
};

const isCapital = (ch: string | undefined): boolean => ch !== undefined && ch !== ch.toLowerCase();

/**
 * A Cyrillic or Greek letter in Latin (`latinOf`), keeping a capital ('Жуков' → 'Zhukov'; in a word
 * of capitals all of it: 'ЖУКОВ' → 'ZHUKOV'); undefined for any other.
 */
function transliterated(ch: string, next: string | undefined): string | undefined {
  const lower = ch.toLowerCase();
  const latin = latinOf[lower];
  if (latin === undefined || lower === ch) return latin;
  return isCapital(next) ? latin.toUpperCase() : latin.charAt(0).toUpperCase() + latin.slice(1);
}

/** What no table above covers: the base letter of a letter with marks, of a ligature or full-width form (NFKD). */
const withoutMarks = (ch: string): string => ch.normalize('NFKD').replace(/\p{M}+/gu, '');

/**
 * Text made writable in Windows-1252: composed (NFC), a character the code page lacks replaced by
 * its base letter when that has one ('ő' → 'o', 'č' → 'c', 'ł' → 'l', 'ﬃ' → 'ffi', 'Ｇ' → 'G'),
 * 'ẞ' by 'SS', a Cyrillic or Greek letter by its Latin one ('Ж' → 'Zh', 'ου' → 'ou'), else by '?'
 * (a sign without a letter: an emoji).
 */
export function fitCp1252(text: string): string {
  let out = '';
  // Greek 'ου' is one sound, 'ou' in ICAO's table (not 'oy' letter by letter); marks first off (ού).
  const composed = text
    .normalize('NFC')
    .replace(/[οΟ][υΥύ]/gu, (d) => (d[0] === 'ο' ? 'ou' : d[1] === 'Υ' ? 'OU' : 'Ou'));
  const chars = [...composed];
  for (const [i, ch] of chars.entries()) {
    if (byteOf(ch) !== null) {
      out += ch;
      continue;
    }
    const base =
      baseLetters[ch] ?? (ch === 'ẞ' ? 'SS' : (transliterated(withoutMarks(ch), chars[i + 1]) ?? withoutMarks(ch)));
    const silent = latinOf[ch.toLowerCase()] === ''; // 'ь': a letter ICAO writes as nothing
    out += silent || (base !== '' && [...base].every((c) => byteOf(c) !== null)) ? base : '?';
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
