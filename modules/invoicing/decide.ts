import { defineDecider, ownedValueDecider, settingDecider, type SaveSetting } from '../../server/eventstore';
import { berlinDateOf } from '../../lib/german/time';
import { isGermanVatRate, isValidCreditorId, isValidIban, type FirmData, type PostalAddress } from './contract';
import { normalisedFirm, type missingFor } from './amounts';
import {
  billingAddressStreams,
  firmStreams,
  sequenceStreams,
  type BillingAddressEvent,
  type FirmEvent,
  type SequenceEvent,
} from './events';
import { type PaymentError } from './invoice/payments';
import { type DunningError } from './invoice/dunning';
import { type PartialCreditError } from './invoice/partial-credit';
import { type RefundError } from './invoice/refund';
import { type SetOffError } from './invoice/set-off';
import { type SetOffTakeBackError } from './invoice/set-off-take-back';

// The rules of the firm's data, a client's billing address, the yearly number sequences and
// invoices. Pure: the facts (firm data, buyer, package) and `now` come with the command.

export type InvoicingError =
  | 'NotAllowed'
  | 'NotAClient'
  | 'InvalidIban'
  | 'InvalidCreditorId'
  | 'TaxIdMissing'
  | 'VatRateZero'
  | 'VatRateUnsupported'
  | 'PhoneMissing'
  | 'InvoiceNotFound'
  | 'InvoiceExists'
  | 'AlreadyIssued'
  | 'NotIssued'
  | 'AlreadyCancelled'
  | 'CreditNoteOfCreditNote'
  | 'Discarded'
  | PaymentError
  | DunningError
  | PartialCreditError
  | RefundError
  | SetOffError
  | SetOffTakeBackError
  | { code: 'CannotIssueYet'; missing: ReturnType<typeof missingFor> };

// The firm's master data (one stream, id 'firm').

type SetFirmData = SaveSetting<'SetFirmData', FirmEvent>;

/**
 * The firm's master data (stream id 'firm'): a valid IBAN, a tax number or a VAT id, a phone
 * (XRechnung BR-DE-6; the e-mail the schema requires, BR-DE-7), and a German VAT rate (19 or 7 %,
 * the rates DATEV has an account for) unless § 19 UStG.
 */
export const firmDecider = settingDecider<SetFirmData, FirmEvent, InvoicingError>(firmStreams, {
  command: 'SetFirmData',
  event: 'FirmDataSet',
  key: 'firm',
  inOrder: normalisedFirm,
  broken: (firm) => {
    if (!isValidIban(firm.iban)) return 'InvalidIban';
    if (firm.creditorId && !isValidCreditorId(firm.creditorId)) return 'InvalidCreditorId';
    if (firm.taxNumber === null && firm.vatId === null) return 'TaxIdMissing';
    if (!firm.phone?.trim()) return 'PhoneMissing';
    if (!firm.smallBusiness && firm.defaultVatRate === 0) return 'VatRateZero';
    if (!firm.smallBusiness && !isGermanVatRate(firm.defaultVatRate)) return 'VatRateUnsupported';
    return null;
  },
});

const addressInOrder = (a: PostalAddress): PostalAddress => ({
  street: a.street,
  postalCode: a.postalCode,
  city: a.city,
  country: a.country,
});

/** A client's billing address (stream id = the client's user id): only a client account is billed. */
export const billingAddressDecider = ownedValueDecider(billingAddressStreams, {
  command: 'SetBillingAddress',
  role: 'user',
  notOwnerRole: 'NotAClient',
  saved: (clientId, address: PostalAddress, at): BillingAddressEvent => ({
    type: 'BillingAddressSet',
    data: { clientId, address, at },
  }),
  valueOf: (e) => e.data.address,
  inOrder: addressInOrder,
});

// When a package is invoiced (issuing.ts asks, in the transaction of the package's event).

/**
 * Whether a package is invoiced now: at its acceptance unless the firm invoices at activation; at
 * its activation when it was never accepted (the admin's 'activate immediately') or the firm
 * invoices at activation. Never twice (`invoiced`). Without firm data: at acceptance (the draft waits).
 */
export function invoicedNow(
  moment: 'accepted' | 'activated',
  facts: { firm: Pick<FirmData, 'invoiceAt'> | null; accepted: boolean; invoiced: boolean },
): boolean {
  if (facts.invoiced) return false;
  const at = facts.firm?.invoiceAt ?? 'acceptance';
  return moment === 'accepted' ? at === 'acceptance' : !facts.accepted || at === 'activation';
}

// The numbers of one year (stream id = the year): one event per number, so the stream's version is
// the last number given. Two transactions numbering at once queue behind the stream's advisory lock
// (or, failing that, the second's append meets the version check and re-runs): never a duplicate;
// a number is only taken in the transaction that issues its invoice, so a rollback leaves no gap.

interface SequenceState {
  last: number;
}

interface AssignNumber {
  type: 'AssignNumber';
  year: number;
  invoiceId: string;
  now: Date;
}

function decideSequence(command: AssignNumber, state: SequenceState): SequenceEvent[] {
  const data = {
    year: command.year,
    sequence: state.last + 1,
    invoiceId: command.invoiceId,
    at: command.now.toISOString(),
  };
  return [{ type: 'InvoiceNumberAssigned', data }];
}

export const sequenceDecider = defineDecider(
  sequenceStreams,
  (): SequenceState => ({ last: 0 }),
  (_s: SequenceState, e: SequenceEvent): SequenceState => ({ last: e.data.sequence }),
  decideSequence,
  // One event per invoice of the year: folded from a snapshot.
  { snapshot: 'invoice-sequence' },
);

/** The year an invoice dated `now` is numbered in (Berlin calendar). */
export const numberYearOf = (now: Date): number => Number(berlinDateOf(now).slice(0, 4));
