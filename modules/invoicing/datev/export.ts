import type { Db } from '../../../server/db/kysely';
import type { EventStore } from '../../../server/eventstore';
import { gutschriftenOfMonth } from '../../fees';
import { feeBookingsOf } from './fee-bookings';
import { HttpError } from '../../../server/http/errors';
import { inBerlin } from '../../../lib/german/time';
import { datevMessages } from './contract';
import { bookingsOf, headerOf } from './bookings';
import { encodeCp1252 } from './cp1252';
import { buchungsstapel } from './extf';
import { invoicesOfMonth, paymentsOfMonth, savedDatevSettings } from './queries';
import { takeBacksOfMonth } from './take-backs';

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** The month's Buchungsstapel as Windows-1252 bytes; 409 (German) when it cannot be made yet. */
export async function datevExport(db: Db, store: EventStore, month: string, now: Date): Promise<Buffer> {
  const saved = await savedDatevSettings(db);
  if (!saved) throw new HttpError(409, datevMessages.notSaved, 'DATEV_SETTINGS_MISSING');
  const result = bookingsOf(
    await invoicesOfMonth(db, month),
    [...(await paymentsOfMonth(db, month)), ...(await takeBacksOfMonth(db, month))],
    saved.settings.accounts,
    saved.settings.taxation,
  );
  if (!result.ok)
    throw new HttpError(409, datevMessages.unsupportedRate(result.numbers, result.rates), 'DATEV_NO_REVENUE_ACCOUNT');
  const fees = feeBookingsOf(await gutschriftenOfMonth(db, store, month), saved.settings.accounts);
  if (!fees.ok)
    throw new HttpError(409, datevMessages.unsupportedInputVat(fees.numbers, fees.rates), 'DATEV_NO_TAX_KEY');
  const z = inBerlin(now);
  const createdAt = {
    date: `${z.year}-${pad(z.month)}-${pad(z.day)}`,
    time: `${pad(z.hour)}:${pad(z.minute)}:${pad(z.second)}.${pad(z.millisecond, 3)}`,
  };
  return encodeCp1252(
    buchungsstapel(headerOf(saved.settings, month, createdAt), [...result.bookings, ...fees.bookings]),
  );
}
