import type { DefaultClaim } from '../contract';
import { BASE_RATES, baseRateOn, halfYearLabel, halfYearOf } from './base-rate';

// What a client in default owes beside the invoice (§§ 286, 288 BGB), computed the same way for
// the dunning letter and the open items. Pure: the facts and the day come in.

/** § 288 Abs. 5 BGB: 40 € for a debtor who is not a consumer. */
export const FLAT_FEE_CENTS = 4_000;
/** § 288 Abs. 2 BGB (no consumer involved) and Abs. 1 (a consumer): points over the Basiszinssatz. */
export const interestPointsFor = (business: boolean): number => (business ? 9 : 5);

/**
 * Not a consumer: the buyer is a company (the billing data names one). A sole trader without a
 * company name reads as a consumer: the smaller claim, never one the client does not owe.
 */
export const isBusinessBuyer = (buyer: { company: string | null }): boolean => buyer.company !== null;

export interface ClaimFacts {
  /** a company as buyer: not a consumer */
  business: boolean;
  dueOn: string;
  grossCents: number;
  /** the payments standing on the invoice (not taken back) */
  payments: readonly { amountCents: number; bookedOn: string }[];
  /** the day the first dunning level (the Zahlungserinnerung) went out */
  firstDunnedOn: string | null;
  /** the day the claim is computed for (Berlin calendar) */
  today: string;
}

const DAY = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY;
const dayOf = (n: number) => new Date(n * DAY).toISOString().slice(0, 10);

/**
 * The first day of default: the day after the first reminder (a request to pay after the due
 * date is a Mahnung, § 286 Abs. 1), for a business client at the latest the 31st day after the due
 * date (§ 286 Abs. 3: 30 days after due date and invoice; a consumer only when the invoice said so,
 * ours do not). Null while neither has come.
 */
export function defaultFrom(f: ClaimFacts): string | null {
  const candidates = [
    f.firstDunnedOn ? dayOf(dayNumber(f.firstDunnedOn) + 1) : null,
    f.business ? dayOf(dayNumber(f.dueOn) + 31) : null,
  ].filter((d): d is string => d !== null);
  const first = candidates.sort()[0] ?? null;
  return first !== null && first <= f.today ? first : null;
}

/**
 * Fee and interest on `today`: interest per day on what is open that day (a payment counts from
 * its booking day) at the Basiszinssatz of that day's half-year plus the points, 365 days a year,
 * rounded to the cent once at the end. A day whose half-year the table lacks makes the interest
 * null with a note, never a guess.
 */
export function defaultClaim(f: ClaimFacts, table = BASE_RATES): DefaultClaim {
  const points = interestPointsFor(f.business);
  const from = defaultFrom(f);
  if (from === null)
    return { feeCents: 0, interestCents: 0, interestPoints: points, defaultFrom: null, interestNote: null };
  const feeCents = f.business ? FLAT_FEE_CENTS : 0;
  let interest = 0;
  for (let n = dayNumber(from); n <= dayNumber(f.today); n++) {
    const day = dayOf(n);
    const paid = f.payments.filter((p) => p.bookedOn <= day).reduce((sum, p) => sum + p.amountCents, 0);
    const open = f.grossCents - paid;
    if (open <= 0) continue;
    const base = baseRateOn(day, table);
    if (base === null) {
      const interestNote = `Der Basiszinssatz für das ${halfYearLabel(halfYearOf(day))} ist nicht hinterlegt; die Verzugszinsen werden nicht berechnet.`;
      return { feeCents, interestCents: null, interestPoints: points, defaultFrom: from, interestNote };
    }
    interest += (open * (base + points)) / 100 / 365;
  }
  return {
    feeCents,
    interestCents: Math.round(interest),
    interestPoints: points,
    defaultFrom: from,
    interestNote: null,
  };
}
