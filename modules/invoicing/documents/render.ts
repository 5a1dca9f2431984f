import type { IssuedInvoice } from '../contract';

/**
 * The invoice's PDF. The PDF libraries and fonts (pdf-lib, fontkit, the embedded font, the QR code)
 * load on the first invoice rendered, not at start-up: about 30 MB of the server's memory that a
 * portal which never renders a PDF in a process's life does not carry (issue 17, RSS budget).
 */
export async function renderInvoicePdf(invoice: IssuedInvoice): Promise<Uint8Array> {
  const { invoicePdf } = await import('./pdf');
  return invoicePdf(invoice);
}
