import { oneLine } from '../../../lib/plain-name';

// A tiny XML writer: elements as nested arrays, text escaped, attributes in the order given. The CII
// document is small and of a fixed shape, so a builder of a few lines beats a dependency; absent
// parts (null, undefined, false) are left out, which keeps optional business terms optional.

export type Node = Element | null | undefined | false | '';
export interface Element {
  name: string;
  attrs: Record<string, string>;
  children: Node[];
  text: string | null;
  /** written as `<name/>` when it has no children (a part the schema requires even when empty) */
  keepEmpty?: boolean;
}

/** An element with children. */
export const el = (name: string, ...children: Node[]): Element => ({ name, attrs: {}, children, text: null });

/** An element the schema requires, written even when it has nothing in it. */
export const required = (name: string, ...children: Node[]): Element => ({ ...el(name, ...children), keepEmpty: true });

/**
 * An element holding text (left out when the text is null or empty), on one line: every text of the
 * invoice's XML is a single-line field (a name, a street), where a stored line break or bidi control
 * has no place (lib/plain-name.ts).
 */
export const txt = (
  name: string,
  text: string | number | null | undefined,
  attrs: Record<string, string> = {},
): Node =>
  text === null || text === undefined || text === ''
    ? null
    : { name, attrs, children: [], text: oneLine(String(text)) };

const escape = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function write(node: Element, indent: string, out: string[]): void {
  const attrs = Object.entries(node.attrs)
    .map(([k, v]) => ` ${k}="${escape(v)}"`)
    .join('');
  if (node.text !== null) {
    out.push(`${indent}<${node.name}${attrs}>${escape(node.text)}</${node.name}>`);
    return;
  }
  const children = node.children.filter((c): c is Element => Boolean(c));
  // An element left without children (all its parts absent) is left out too.
  if (children.length === 0) {
    if (node.keepEmpty) out.push(`${indent}<${node.name}${attrs}/>`);
    return;
  }
  out.push(`${indent}<${node.name}${attrs}>`);
  for (const child of children) write(child, `${indent}  `, out);
  out.push(`${indent}</${node.name}>`);
}

/** The document with its XML declaration, indented by two spaces, ending in a newline. */
export function xmlDocument(root: Element, namespaces: Record<string, string>): string {
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>'];
  write({ ...root, attrs: { ...namespaces, ...root.attrs } }, '', out);
  return `${out.join('\n')}\n`;
}
