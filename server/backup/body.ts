import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';

/**
 * The body of a backup (inside gzip, inside the encryption if any) is text, one record a line:
 *   \table NAME col1,col2,…   then the table's rows in COPY text format, then \.
 *   \json NAME                 then one JSON value a line, then \.
 *   \end                       the last line: a body without it was cut off
 * COPY's text format escapes every backslash, tab and line break inside a value, so no row is a
 * line of its own `\.` and no row spans two lines; JSON.stringify escapes them too. The format
 * needs no particular PostgreSQL version (unlike pg_dump's custom format).
 */
export const END_OF_SECTION = '\\.';
export const END_OF_BODY = '\\end';

export const tableLine = (name: string, columns: readonly string[]) => `\\table ${name} ${columns.join(',')}\n`;
export const jsonLine = (name: string) => `\\json ${name}\n`;

export type Section =
  | { kind: 'table'; name: string; columns: string[]; rows: AsyncIterable<string> }
  | { kind: 'json'; name: string; values: AsyncIterable<unknown> };

/**
 * The sections of a body, in order; each section's lines must be read (or drained) before the
 * next is asked for. Throws on a line that is not where the format allows it, naming the line.
 */
export async function* sectionsOf(body: Readable): AsyncGenerator<Section> {
  const lines = createInterface({ input: body, crlfDelay: Infinity })[Symbol.asyncIterator]();
  let number = 0;
  const next = async () => {
    const r = await lines.next();
    number++;
    return r.done ? null : r.value;
  };
  async function* rowsUntilEnd(): AsyncGenerator<string> {
    for (;;) {
      const line = await next();
      if (line === null)
        throw new Error(`Die Sicherung ist unvollständig: Zeile ${number} fehlt das Ende des Abschnitts.`);
      if (line === END_OF_SECTION) return;
      yield line;
    }
  }
  for (;;) {
    const line = await next();
    if (line === null) throw new Error('Die Sicherung ist unvollständig: ihr Ende fehlt.');
    if (line === END_OF_BODY) return;
    const table = /^\\table ([a-z_]+) ([a-z_,]+)$/.exec(line);
    const json = /^\\json ([a-z_]+)$/.exec(line);
    if (table) {
      const rows = rowsUntilEnd();
      yield { kind: 'table', name: table[1]!, columns: table[2]!.split(','), rows };
      for await (const _ of rows); // whatever the reader left
    } else if (json) {
      const raw = rowsUntilEnd();
      const values = (async function* () {
        for await (const text of raw) {
          try {
            yield JSON.parse(text) as unknown;
          } catch {
            throw new Error(`Die Sicherung ist beschädigt: Zeile ${number} ist kein JSON.`);
          }
        }
      })();
      yield { kind: 'json', name: json[1]!, values };
      for await (const _ of values);
    } else {
      throw new Error(`Die Sicherung ist beschädigt: Zeile ${number} ist kein Abschnittsanfang.`);
    }
  }
}
