import type { Readable } from 'node:stream';
import { germanDate } from '../../jobs/format';
import type { Db } from '../../server/db/kysely';
import { excelCsvPages } from '../../server/http/csv-pages';
import { adminClientStatusLabels } from '../packages/contract';
import { clientsInPages } from './client-list';
import type { ClientListQuery } from './contract';

// The admin's client list as CSV for Excel: the same search and filter, every page, written as it comes.

const columns = ['Name', 'E-Mail', 'Telefon', 'Firma', 'Position', 'Paket', 'Status', 'Registriert am'];

/** Every client the list's search and filter find (its paging aside). */
export function clientsCsv(db: Db, { q, filter }: Pick<ClientListQuery, 'q' | 'filter'>): Readable {
  return excelCsvPages(columns, clientsInPages(db, q, filter), (c) => [
    c.name,
    c.email,
    c.phone,
    c.company,
    c.position,
    c.packageName,
    adminClientStatusLabels[c.packageStatus ?? 'none'],
    germanDate(c.createdAt),
  ]);
}
