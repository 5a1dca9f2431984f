import type { Booking } from '../extf';

/** Test data: the booking of invoice 2026-0001 (1.190,00 € gross at 19 %, SKR03) as the export writes it. */
export const invoiceBooking: Booking = {
  amountCents: 119_000,
  side: 'S',
  account: '10000',
  contraAccount: '8400',
  taxKey: null,
  date: '2026-03-05',
  document: '2026-0001',
  text: 'Rechnung 2026-0001 Firma 1 GmbH',
};

/** The bookings of a month the export could book; a refusal (an unknown VAT rate) fails the test. */
export function booked(result: { ok: true; bookings: Booking[] } | { ok: false }): Booking[] {
  if (!result.ok) throw new Error('refused');
  return result.bookings;
}
