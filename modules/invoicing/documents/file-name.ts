import { documentTitleOf, type IssuedInvoice } from '../contract';

/** The file name of the PDF: 'Rechnung-2026-0001.pdf', 'Vorausrechnung-2026-0001.pdf', 'Stornorechnung-2026-0002.pdf'. */
export const pdfFileName = (invoice: IssuedInvoice, ext = 'pdf'): string =>
  `${documentTitleOf(invoice)}-${invoice.number.replace(/[^\w-]/g, '-')}.${ext}`;
