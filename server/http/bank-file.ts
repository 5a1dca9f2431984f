import { sendDownload } from './download';
import { notFound } from './errors';
import { idParam } from './path-params';
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
  api.get(url, {
    access: ['admin'],
    notFound: bankFile.notFound,
    summary: bankFile.summary,
    params: idParam,
    produces: 'application/xml',
    responses: { 200: bankFile.format, 404: bankFile.notFound, 409: bankFile.conflict },
    handler: async (request, reply) => {
      const file = await bankFile.file(request.params.id);
      if (!file) throw notFound(bankFile.notFound, bankFile.notFoundCode);
      return sendDownload(reply, 'application/xml; charset=utf-8', file.name, file.xml);
    },
  });
}
