import { fileTypeFromBuffer } from 'file-type';

// What a file is, read from its bytes (`file-type`, which knows the magic numbers of a few hundred
// formats), never from its name or the browser's word: an HTML page named 'rechnung.pdf' is refused.

const taken = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  // Office documents: OOXML, OpenDocument, and the old binary formats (a CFB container)
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  'application/x-cfb',
]);

/** Text without a signature: taken by its name's ending, if it reads as UTF-8 and is no markup. */
const textEndings: Record<string, string> = { txt: 'text/plain', csv: 'text/csv', md: 'text/markdown' };
const markup = /<\s*(!doctype|html|svg|script|\?xml|iframe|object|body)\b/i;

function asText(bytes: Uint8Array, name: string): string | null {
  const ending = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  const type = textEndings[ending];
  if (!type || bytes.includes(0)) return null;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  return markup.test(text) ? null : `${type}; charset=utf-8`;
}

/** The content type the portal keeps and serves the file as, or null when it does not take such a file. */
export async function contentTypeOf(bytes: Uint8Array, name: string): Promise<string | null> {
  const found = await fileTypeFromBuffer(bytes);
  if (found) return taken.has(found.mime) ? found.mime : null;
  return asText(bytes, name);
}
