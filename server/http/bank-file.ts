import { fileRoute } from './download';
import type { Routes } from './route';

/** A file for the bank, as `bankFileRoute` declares its download. */
interface BankFile {
  /** The German 404 for an unknown or malformed id (also the API document's 404). */
  notFound: string;
  /** The 404's API code, where the module names it after its rule. */
  notFoundCode?: string;
  summary: string;
  /** The ISO 20022 message the file is (the API document's 200). */
  format: 'pain.001.001.09' | 'pain.008.001.08';
  /** Why the file cannot be made (the API document's 409). */
  conflict: string;
  /** The file's name and XML, or null for no such thing; a file that cannot be made throws its 409. */
  file: (id: string) => Promise<{ name: string; xml: string } | null>;
}

/**
 * The admin's download of an XML file for the bank (a payout's or a refund's transfers, a
 * collection's direct debits), by the id of what it pays or collects.
 */
export function bankFileRoute(api: Routes, url: string, bankFile: BankFile): void {
  const { format, file, ...named } = bankFile;
  fileRoute(api, url, {
    ...named,
    access: ['admin'],
    type: 'application/xml; charset=utf-8',
    answer: format,
    file: async (_request, id) => {
      const made = await file(id);
      return made && { name: made.name, content: made.xml };
    },
  });
}
