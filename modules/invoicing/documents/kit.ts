// The invoice documents' parts other modules build their own e-invoices with (the fees module's
// Gutschrift, issue 35): the XML builder, CII amounts and dates, the namespaces and profile ids,
// address lines after DIN 5008. Light: the PDF parts load on demand (`loadPdfKit`, pdf-kit.ts).
export { el, required, txt, xmlDocument } from './xml';
export { date102, decimalOf } from './lines';
export { namespaces as ciiNamespaces, SMALL_BUSINESS_EXEMPTION, specificationIds } from './cii';
export { addressInOneLine, addressLines } from './address';

/** The PDF/A-3 shell and page writer, loaded on first use (pdf-lib and the font are about 30 MB; render.ts). */
export const loadPdfKit = () => import('./pdf-kit');
