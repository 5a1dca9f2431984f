// The screens' type-to-filter rule, written once: case and accents do not count ('muller' finds
// 'Müller'), and every word typed must appear in one of the texts.

const normaliseForSearch = (s: string): string =>
  s
    .toLocaleLowerCase('de-DE')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');

/** Every word of `query` appears in one of `texts`; an empty query matches everything. */
export function matchesWords(texts: readonly (string | null | undefined)[], query: string): boolean {
  const words = normaliseForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normaliseForSearch(texts.filter(Boolean).join(' '));
  return words.every((w) => haystack.includes(w));
}
