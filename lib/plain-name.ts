// Common top-level domains: a bare 'example.com' in a name is a link to most mail programs, while
// 'E.ON' or 'J.R.R.' are names. Links with a scheme (https://…) or www. go whatever their domain.
const tlds =
  'com|net|org|de|at|ch|eu|info|biz|io|co|me|app|xyz|top|online|site|link|click|shop|ru|cn|uk|us|ly|gl|tk|ml|ga|cf|gq|to|cc|ws|tv|pw|su|nl|fr|it|es|pl';
const link = new RegExp(
  String.raw`\b[a-z][a-z0-9+.-]*:\/\/\S*|\bwww\.\S*|[^\s@]*@?[^\s@]+\.(?:${tlds})\b(?:[/?#:]\S*)?`,
  'giu',
);

/**
 * A name (or company) as a mail, a text download or a calendar entry shows it: on one line and
 * without links. A name typed into a public form thus adds no lines to a mail (or a header) and
 * cannot make the firm's mail carry someone's link. What the person typed stays as it was in the
 * portal itself; only these outputs are plain.
 */
export function plainName(name: string): string {
  return name
    .replace(/[\r\n\t\v\f\u0085\u2028\u2029]+/gu, ' ')
    .replace(link, ' ')
    .replace(/\s{2,}/gu, ' ')
    .trim();
}
