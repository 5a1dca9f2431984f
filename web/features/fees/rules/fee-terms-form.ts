import { z } from 'zod';
import { formatMonthLong } from '../../../../lib/german/format';
import { feeTermsRequest, type FeeTermsAnswer, type FeeTermsRequest } from '../../../../modules/fees/contract';
import { formatGermanNumber, germanNumber } from '../../../lib/german-number';
import { fieldErrors, type FieldErrors } from '../../../lib/validation';

// The card 'Honorar' (issue 35, item 8): the office types euros the German way ('85,00'), the
// contract takes cents. One rate per package type is a row (the package's name and its rate).

export const feeTermsTexts = {
  rate: 'Bitte geben Sie das Honorar je Stunde in Euro ein, z. B. 85,00.',
  rateRange: 'Das Honorar je Stunde liegt zwischen 0,01 € und 1.000,00 €.',
  packageType: 'Bitte geben Sie den Namen des Pakets an, z. B. Coaching.',
  packageTypeTwice: 'Dieses Paket steht schon in der Liste.',
} as const;

export type TaxChoice = 'vat19' | 'vat7' | 'smallBusiness';
export const taxChoices: { id: TaxChoice; label: string }[] = [
  { id: 'vat19', label: '19 % USt.' },
  { id: 'vat7', label: '7 % USt.' },
  { id: 'smallBusiness', label: 'Kleinunternehmer (§ 19 UStG)' },
];

export interface PackageRateRow {
  packageType: string;
  rate: string;
}

export interface FeeTermsForm {
  hourlyRate: string;
  rates: PackageRateRow[];
  payLateCancellations: boolean;
  payNoShows: boolean;
  tax: TaxChoice;
  /** 'YYYY-MM' */
  validFrom: string;
}

/** Euros as typed ('85,00', '1.000') to cents, refused in German when unreadable or out of range. */
export const euroRate = germanNumber(
  { decimals: 2, required: true, messages: { invalid: feeTermsTexts.rate, decimals: feeTermsTexts.rate } },
  z.number().min(0.01, feeTermsTexts.rateRange).max(1000, feeTermsTexts.rateRange),
).transform((euros) => Math.round(euros * 100));

const euros = (cents: number) => formatGermanNumber(cents / 100, { decimals: 2 });

/** The form for new terms: the terms in force as the start (from next month), or empty from this month. */
export function feeTermsFormFrom(answer: FeeTermsAnswer, thisMonth: string, nextMonth: string): FeeTermsForm {
  const t = answer.current ?? answer.history.at(-1) ?? null;
  if (!t)
    return {
      hourlyRate: '',
      rates: [],
      payLateCancellations: true,
      payNoShows: true,
      tax: 'vat19',
      validFrom: thisMonth,
    };
  return {
    hourlyRate: euros(t.hourlyRate),
    rates: Object.entries(t.ratesByPackageType).map(([packageType, rate]) => ({ packageType, rate: euros(rate) })),
    payLateCancellations: t.payLateCancellations,
    payNoShows: t.payNoShows,
    tax: t.smallBusiness ? 'smallBusiness' : t.vatRate === 7 ? 'vat7' : 'vat19',
    validFrom: nextMonth,
  };
}

/** The body of `PUT /api/partners/{id}/fee-terms`, or the German message per field. */
export function checkFeeTermsForm(
  values: FeeTermsForm,
): { ok: true; body: FeeTermsRequest } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const hourly = euroRate.safeParse(values.hourlyRate);
  if (!hourly.success) errors.hourlyRate = hourly.error.issues[0]!.message;
  // No prototype and own keys only: a package type named 'toString' or '__proto__' is a name like any other.
  const ratesByPackageType: Record<string, number> = Object.create(null) as Record<string, number>;
  values.rates.forEach((row, i) => {
    const name = row.packageType.trim();
    if (name === '') errors[`rates[${i}].packageType`] = feeTermsTexts.packageType;
    else if (Object.hasOwn(ratesByPackageType, name))
      errors[`rates[${i}].packageType`] = feeTermsTexts.packageTypeTwice;
    const rate = euroRate.safeParse(row.rate);
    if (!rate.success) errors[`rates[${i}].rate`] = rate.error.issues[0]!.message;
    if (name !== '' && rate.success && !Object.hasOwn(ratesByPackageType, name)) ratesByPackageType[name] = rate.data;
  });
  const body: FeeTermsRequest = {
    hourlyRate: hourly.success ? hourly.data : 1,
    ratesByPackageType: values.rates.length > 0 ? ratesByPackageType : null,
    payLateCancellations: values.payLateCancellations,
    payNoShows: values.payNoShows,
    ...(values.tax === 'smallBusiness' ? { smallBusiness: true } : { vatRate: values.tax === 'vat7' ? 7 : 19 }),
    validFrom: `${values.validFrom}-01`,
  };
  // The contract's own messages for what the form does not check itself (the start month).
  const all = { ...fieldErrors(feeTermsRequest, body), ...errors };
  return Object.keys(all).length === 0 ? { ok: true, body } : { ok: false, errors: all };
}

/** The start months the office picks from: a year back (terms for months without statements) to a year ahead. */
export function startMonthOptions(months: string[]): { id: string; label: string }[] {
  return months.map((id) => ({ id, label: formatMonthLong(id) }));
}

/** One set of terms in a line of the history: 'ab März 2027: 85,00 €/Std., 19 % USt.' */
export function termsSummary(t: FeeTermsAnswer['history'][number]): string {
  const tax = t.smallBusiness ? '§ 19 UStG' : `${t.vatRate} % USt.`;
  const special = Object.entries(t.ratesByPackageType).map(([name, rate]) => `${name} ${euros(rate)} €`);
  const paid = [t.payLateCancellations ? 'kurzfristige Absagen' : null, t.payNoShows ? 'Nichterscheinen' : null]
    .filter(Boolean)
    .join(' und ');
  return [
    `${euros(t.hourlyRate)} €/Std.`,
    ...special,
    tax,
    paid ? `bezahlt: ${paid}` : 'Absagen und Nichterscheinen unbezahlt',
  ].join(' · ');
}
