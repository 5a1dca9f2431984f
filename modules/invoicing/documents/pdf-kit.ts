// The PDF parts of the invoice documents for other modules (loaded on demand by kit.ts's `loadPdfKit`).
export { pdfaDocument, withFacturX } from './pdfa';
export { LEFT, MM, PAGE, RIGHT, Writer } from './writer';
