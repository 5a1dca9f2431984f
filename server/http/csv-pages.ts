import { stringify } from 'csv-stringify/sync';
import { Readable } from 'node:stream';
import { safeCell } from './csv';

type Cell = string | number | null;
const options = { delimiter: ';', record_delimiter: 'windows' } as const;

/**
 * The same CSV for Excel as `excelCsv`, written a page of rows at a time as the pages come from
 * the database (issue 17: an export never holds the whole list in memory).
 */
export function excelCsvPages<T>(columns: string[], pages: AsyncIterable<T[]>, cells: (row: T) => Cell[]): Readable {
  async function* chunks() {
    yield '\uFEFF' + stringify([columns], options);
    for await (const page of pages)
      yield stringify(
        page.map((row) => cells(row).map(safeCell)),
        options,
      );
  }
  return Readable.from(chunks());
}
