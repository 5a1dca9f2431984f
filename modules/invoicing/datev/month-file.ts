import { createHash } from 'node:crypto';
import type { Db, Tx } from '../../../server/db/kysely';
import type { EventStore } from '../../../server/eventstore';
import { HttpError } from '../../../server/http/errors';
import { formatCalendarDate } from '../../../lib/german/format';
import { gutschriftenBetween } from '../../fees';
import { datevMessages, type DatevSettings } from './contract';
import { bookingsOf, headerOf, lastDayOf } from './bookings';
import { encodeCp1252 } from './cp1252';
import { buchungsstapel, type Booking } from './extf';
import { feeBookingsOf } from './fee-bookings';
import { invoicesBetween, paymentsBetween } from './queries';
import { takeBacksBetween } from './take-backs';

// One month's Buchungsstapel (README 'DATEV'): the entries dated in it and the late ones of the
// exported months right before it, those `carries` names. A first export carries every entry no
// export carried before; a re-export those its record names, with its settings and creation time,
// so it gives the same bytes.

interface MonthFileInput {
  month: string;
  settings: DatevSettings;
  createdAt: { date: string; time: string };
  /** exported months before `month` (no gap, earliest first) whose late entries `month` books */
  lateMonths: string[];
  carries: (key: string) => boolean;
}

interface MonthFile {
  bytes: Buffer;
  sha256: string;
  /** the keys of the entries carried */
  items: string[];
}

const sha256Of = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** The bookings of the entries dated from `from` to `to` that `carries` names; 409 (German) on a rate without account. */
async function bookingsBetween(db: Db | Tx, store: EventStore, from: string, to: string, input: MonthFileInput) {
  const { carries, settings } = input;
  const invoices = (await invoicesBetween(db, from, to)).filter((e) => carries(e.key));
  const payments = [...(await paymentsBetween(db, from, to)), ...(await takeBacksBetween(db, from, to))].filter((e) =>
    carries(e.key),
  );
  const gutschriften = await gutschriftenBetween(db, store, from, to, (id) => carries(`g:${id}`));
  const result = bookingsOf(invoices, payments, settings.accounts, settings.taxation);
  if (!result.ok)
    throw new HttpError(409, datevMessages.unsupportedRate(result.numbers, result.rates), 'DATEV_NO_REVENUE_ACCOUNT');
  const fees = feeBookingsOf(gutschriften, settings.accounts);
  if (!fees.ok)
    throw new HttpError(409, datevMessages.unsupportedInputVat(fees.numbers, fees.rates), 'DATEV_NO_TAX_KEY');
  const keys = [...invoices, ...payments].map((e) => e.key);
  return {
    bookings: [...result.bookings, ...fees.bookings],
    keys: [...keys, ...gutschriften.map((g) => `g:${g.statementId}`)],
  };
}

/**
 * A late booking: DATEV takes only a Belegdatum inside the batch's Datum vom–bis, so it is dated on
 * the month's first day, its Buchungstext naming the day it belongs to.
 */
const late = (b: Booking, firstDay: string): Booking => ({
  ...b,
  date: firstDay,
  text: `${datevMessages.lateBooking(formatCalendarDate(b.date))} ${b.text}`,
});

export async function monthFile(db: Db | Tx, store: EventStore, input: MonthFileInput): Promise<MonthFile> {
  const { month, lateMonths } = input;
  const first = `${month}-01`;
  const before =
    lateMonths.length > 0
      ? await bookingsBetween(db, store, `${lateMonths[0]}-01`, lastDayOf(lateMonths.at(-1)!), input)
      : { bookings: [], keys: [] };
  const own = await bookingsBetween(db, store, first, lastDayOf(month), input);
  const bytes = encodeCp1252(
    buchungsstapel(headerOf(input.settings, month, input.createdAt), [
      ...before.bookings.map((b) => late(b, first)),
      ...own.bookings,
    ]),
  );
  return { bytes, sha256: sha256Of(bytes), items: [...new Set([...before.keys, ...own.keys])] };
}
