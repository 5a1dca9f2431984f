// Common top-level domains: a bare 'example.com' in a name is a link to most mail programs, while
// 'E.ON' or 'J.R.R.' are names. Links with a scheme (https://…) or www. go whatever their domain.
const tlds =
  'com|net|org|de|at|ch|eu|info|biz|io|co|me|app|xyz|top|online|site|link|click|shop|ru|cn|uk|us|ly|gl|tk|ml|ga|cf|gq|to|cc|ws|tv|pw|su|nl|fr|it|es|pl';
const link = new RegExp(
  String.raw`\b[a-z][a-z0-9+.-]*:\/\/\S*|\bwww\.\S*|[^\s@]*@?[^\s@]+\.(?:${tlds})\b(?:[/?#:]\S*)?`,
  'giu',
);

/** Line breaks of every kind (vertical tabs and form feeds among them). */
export const lineBreaks = /[\r\n\v\f\u0085\u2028\u2029]/u;
/**
 * The bidi embedding, override and isolate controls and the direction marks: 'Anna \u202Egpj.exe'
 * shows as 'Anna exe.jpg'. Text in right-to-left scripts needs none of them.
 */
export const bidiControls = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/**
 * A text on one line, as a document's single-line field prints it (the invoice's address window, its
 * XML): line breaks and tabs become a space and bidi controls go. Input refuses both (lib/german/text.ts);
 * this keeps what was stored before, or came another way, from breaking the layout.
 */
export function oneLine(text: string): string {
  return text
    .replace(/[\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu, '')
    .replace(/\s*[\r\n\t\v\f\u0085\u2028\u2029]+\s*/gu, ' ');
}

/**
 * A name (or company) as a mail, a text download or a calendar entry shows it: on one line and
 * without links. A name typed into a public form thus adds no lines to a mail (or a header) and
 * cannot make the firm's mail carry someone's link. What the person typed stays as it was in the
 * portal itself; only these outputs are plain.
 */
export function plainName(name: string): string {
  return oneLine(name)
    .replace(link, ' ')
    .replace(/\s{2,}/gu, ' ')
    .trim();
}
