import { z } from 'zod';
import {
  DEFAULT_VAT_RATE,
  firmData,
  invoicingMessages,
  type FirmDataView,
  type InvoiceMoment,
} from '../../../../modules/invoicing/contract';
import { formatGermanNumber, germanNumber } from '../../../lib/german-number';
import { fieldErrors, type FieldErrors } from '../../../lib/validation';

// The firm's data as the 'Firmendaten' card edits it: text as typed, the VAT rate and the payment
// term as German numbers ('19', '7,5'). Field names follow the contract's paths ('address.city'),
// so the contract's and the server's messages land on the same fields.

export interface FirmForm {
  legalName: string;
  address: { street: string; postalCode: string; city: string; country: string };
  email: string;
  phone: string;
  taxNumber: string;
  vatId: string;
  registerEntry: string;
  managingDirector: string;
  iban: string;
  bic: string;
  bankName: string;
  /** SEPA (modules/sepa): optional, empty is none */
  creditorId?: string;
  defaultVatRate: string;
  smallBusiness: boolean;
  invoiceAt: InvoiceMoment;
  numberPattern: string;
  paymentTermDays: string;
}

/** Said for a rate that is no number (the range has its own message, the contract's). */
const vatRateUnreadable = 'Bitte geben Sie den Steuersatz als Zahl ein, z. B. 19 oder 7 (ein %-Zeichen darf folgen).';

/**
 * 'Umsatzsteuersatz (%)' as typed: '19', '7,0' and '19 %' (the unit the label names may follow the
 * number once) are read as meant; text that is no number says so, not that 19 is out of range
 * (review of 29.11.2026: '19 %' got the range message).
 */
export const vatRateSchema = z
  .string()
  .transform((typed) => typed.replace(/\s*%\s*$/, ''))
  .pipe(
    germanNumber(
      {
        decimals: 1,
        required: true,
        messages: { invalid: vatRateUnreadable, decimals: invoicingMessages.vatRateDecimals },
      },
      z.number().min(0, invoicingMessages.vatRate).max(100, invoicingMessages.vatRate),
    ),
  );

export const paymentTermSchema = germanNumber(
  {
    decimals: 0,
    required: true,
    messages: { invalid: invoicingMessages.paymentTerm, decimals: invoicingMessages.paymentTerm },
  },
  z
    .number()
    .int(invoicingMessages.paymentTerm)
    .min(0, invoicingMessages.paymentTerm)
    .max(365, invoicingMessages.paymentTerm),
);

export function firmFormFrom(d: FirmDataView['data']): FirmForm {
  return {
    legalName: d.legalName,
    address: { ...d.address },
    email: d.email,
    phone: d.phone ?? '',
    taxNumber: d.taxNumber ?? '',
    vatId: d.vatId ?? '',
    registerEntry: d.registerEntry ?? '',
    managingDirector: d.managingDirector ?? '',
    iban: d.iban,
    bic: d.bic ?? '',
    bankName: d.bankName ?? '',
    creditorId: d.creditorId ?? '',
    defaultVatRate: formatGermanNumber(d.defaultVatRate, { maxDecimals: 1 }),
    smallBusiness: d.smallBusiness,
    invoiceAt: d.invoiceAt ?? 'acceptance',
    numberPattern: d.numberPattern,
    paymentTermDays: String(d.paymentTermDays),
  };
}

/** The body `PUT /api/settings/firm` takes, or the German message per field. */
export function checkFirmForm(
  values: FirmForm,
): { ok: true; body: z.input<typeof firmData> } | { ok: false; errors: FieldErrors } {
  const vat = vatRateSchema.safeParse(values.defaultVatRate);
  const term = paymentTermSchema.safeParse(values.paymentTermDays);
  const body = {
    ...values,
    // A rate that cannot be read keeps its own message; a stand-in rate adds none of the contract's.
    defaultVatRate: vat.success ? vat.data : DEFAULT_VAT_RATE,
    paymentTermDays: term.success ? term.data : 0,
  };
  const errors: FieldErrors = {
    ...(vat.success ? {} : { defaultVatRate: vat.error.issues[0]!.message }),
    ...(term.success ? {} : { paymentTermDays: term.error.issues[0]!.message }),
    ...fieldErrors(firmData, body),
  };
  return Object.keys(errors).length === 0 ? { ok: true, body } : { ok: false, errors };
}
