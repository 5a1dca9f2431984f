import { PNG } from 'pngjs';
import { encode } from 'uqr';
import { compactIban, type IssuedInvoice } from '../contract';
import { paymentReferenceOf } from './cii';

// The GiroCode (EPC QR code, EPC069-12 version 002) on an invoice: a banking app scanned it and
// fills in the transfer. Only invoices carry one: a credit note asks the client for no money.

/** The EPC payload: BCD, 002, UTF-8, SCT, BIC, name, IBAN, EUR amount, no purpose, no structured reference, the reference. */
export function epcPayload(invoice: IssuedInvoice): string {
  const { seller } = invoice;
  return [
    'BCD',
    '002',
    '1',
    'SCT',
    seller.bic ?? '',
    seller.legalName.slice(0, 70),
    compactIban(seller.iban),
    `EUR${(invoice.amounts.grossCents / 100).toFixed(2)}`,
    '',
    '',
    paymentReferenceOf(invoice).slice(0, 140),
  ].join('\n');
}

/** Pixels per module: a 4-pixel module prints crisp at 35 mm and keeps the image small. */
const SCALE = 4;

/**
 * The QR code as a black-and-white PNG (error correction M as EPC069-12 asks, quiet zone of 4
 * modules). An image, not vector paths, so a reader (and the test) can take it out of the PDF as it is.
 */
export function girocodePng(payload: string): Buffer {
  const qr = encode(payload, { ecc: 'M', border: 4 });
  const side = qr.size * SCALE;
  const png = new PNG({ width: side, height: side, colorType: 0, inputHasAlpha: false, bitDepth: 8 });
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) {
      const dark = qr.data[Math.floor(y / SCALE)]![Math.floor(x / SCALE)]!;
      const i = (y * side + x) * 4;
      const v = dark ? 0 : 255;
      png.data[i] = v;
      png.data[i + 1] = v;
      png.data[i + 2] = v;
      png.data[i + 3] = 255;
    }
  return PNG.sync.write(png, { colorType: 0 });
}
