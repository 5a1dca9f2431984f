// A message is plain text: only web addresses become links (http and https, nothing else: no
// `javascript:`, no markup), cut at whitespace and without a trailing full stop or bracket.

type TextPart = { text: string } | { href: string };

const address = /https?:\/\/[^\s<>"]+/g;

export function linkedText(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(address)) {
    const href = match[0].replace(/[.,;:!?)\]]+$/, '');
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
