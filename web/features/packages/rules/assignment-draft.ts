import {
  createAndAssignRequest,
  packageMessages,
  partnerAllocation,
  type CreateAndAssignRequest,
  type PartnerAllocation,
  type PendingAssignment,
} from '../../../../modules/packages/contract';
import { formatGermanNumber, germanNumber } from '../../../lib/german-number';
import { fieldErrors, type FieldErrors } from '../../../lib/validation';
import { paymentRefusal } from './failure-text';

// The create-and-assign form's values and rules (spec 02 §2, §3 package-assignment draft, §5),
// kept pure so every rule is unit-tested. Numbers are held as typed and read the German way
// (lib/german-number.ts), then checked by the contract's own schemas and messages.

export interface AssignmentDraft {
  packageName: string;
  /** The price as typed, e.g. '1.490,50'. */
  price: string;
  description: string;
  allocations: PartnerAllocation[];
  /** '' while no client is chosen. */
  clientId: string;
  paymentReference: string;
  notes: string;
  activateImmediately: boolean;
  paymentConfirmed: boolean;
}

export const emptyDraft: AssignmentDraft = {
  packageName: '',
  price: '',
  description: '',
  allocations: [],
  clientId: '',
  paymentReference: '',
  notes: '',
  activateImmediately: false,
  paymentConfirmed: false,
};

/**
 * A correction starts from the open offer it replaces: its name, price, description, hours per partner,
 * client, payment reference and notes, typed the German way; it is offered, not activated.
 */
export function draftFromOffer(offer: PendingAssignment): AssignmentDraft {
  const price = offer.price;
  return {
    ...emptyDraft,
    packageName: offer.packageName,
    price:
      price === null ? '' : formatGermanNumber(price, Number.isInteger(price) ? { maxDecimals: 0 } : { decimals: 2 }),
    description: offer.description ?? '',
    allocations: offer.partners.map((p) => ({ partnerId: p.partnerId, hours: p.hours })),
    clientId: offer.clientId,
    paymentReference: offer.paymentReference ?? '',
    notes: offer.notes ?? '',
  };
}

export const duplicatePartnerMessage = 'Jeder Accelerator kann nur einmal zugeordnet werden.';

const contractPrice = createAndAssignRequest.shape.customPrice;
const contractHours = partnerAllocation.shape.hours;
/** The contract's words when there is no number at all. */
const missing = (schema: typeof contractPrice | typeof contractHours) =>
  schema.safeParse(undefined).error?.issues[0]?.message;

/** Price in euro: German text, 2 decimals at most, above 0 ('Bitte geben Sie einen Preis ein.' …). */
export const priceSchema = germanNumber(
  { required: true, decimals: 2, messages: { required: missing(contractPrice) } },
  contractPrice,
);

/** Hours per Accelerator: a German whole number from 1 (the contract: 'Stunden müssen eine ganze Zahl sein.'). */
export const hoursSchema = germanNumber(
  {
    required: true,
    messages: { required: missing(contractHours), invalid: 'Bitte geben Sie eine ganze Zahl ein, z. B. 12.' },
  },
  contractHours,
);

/** The price the text means, or null while it is empty or refused. */
export function priceOf(text: string): number | null {
  const result = priceSchema.safeParse(text);
  return result.success ? result.data : null;
}

export function totalHours(allocations: PartnerAllocation[]): number {
  return allocations.reduce((sum, a) => sum + a.hours, 0);
}

/** Submit needs a name, a price above 0, at least one partner and a client (spec 02 §2, §5). */
export function canSubmit(d: AssignmentDraft): boolean {
  return d.packageName.trim() !== '' && priceOf(d.price) !== null && d.allocations.length > 0 && d.clientId !== '';
}

/** The summary shows once there are hours and a client. */
export function showsSummary(d: AssignmentDraft): boolean {
  return totalHours(d.allocations) > 0 && d.clientId !== '';
}

export function submitLabel(activateImmediately: boolean): string {
  return activateImmediately ? 'Create & Activate' : 'Create & Assign';
}

type AddResult = { allocations: PartnerAllocation[] } | { errors: { form?: string; hours?: string } };

/**
 * Adding needs a partner and whole hours of at least 1 ('Please select a partner and enter valid
 * hours', spec 02 §5, in the editor); hours the contract refuses otherwise ('2,5', '1.2.3') are
 * refused at the hours field. Each partner is allocated once.
 */
export function addAllocation(allocations: PartnerAllocation[], partnerId: string, hoursText: string): AddResult {
  const hours = hoursSchema.safeParse(hoursText);
  const message = hours.error?.issues[0]?.message;
  if (!partnerId || message === packageMessages.allocationInvalid)
    return { errors: { form: packageMessages.allocationInvalid } };
  if (!hours.success) return { errors: { hours: message } };
  if (allocations.some((a) => a.partnerId === partnerId)) return { errors: { form: duplicatePartnerMessage } };
  return { allocations: [...allocations, { partnerId, hours: hours.data }] };
}

const optional = (text: string) => (text.trim() === '' ? null : text.trim());

function requestOf(d: AssignmentDraft, price: number): CreateAndAssignRequest {
  return {
    clientId: d.clientId,
    packageName: d.packageName.trim(),
    packageDescription: optional(d.description),
    customTotalHours: totalHours(d.allocations),
    customPrice: price,
    partnerHours: d.allocations,
    paymentReference: optional(d.paymentReference),
    notes: optional(d.notes),
    activateImmediately: d.activateImmediately,
    paymentConfirmed: d.activateImmediately && d.paymentConfirmed,
  };
}

/** The payload of spec 02 §7; the payment confirmation travels only with 'activate immediately'. */
export function toCreateAndAssignRequest(d: AssignmentDraft): CreateAndAssignRequest {
  const price = priceOf(d.price);
  if (!d.clientId || price === null) throw new Error('Kein Klient oder kein Preis');
  return requestOf(d, price);
}

const formFieldOf: Partial<Record<string, keyof AssignmentDraft>> = {
  packageDescription: 'description',
  customPrice: 'price',
  partnerHours: 'allocations',
};

/** What the contract (and the activation rule) says about the draft, per form field. */
export function draftErrors(d: AssignmentDraft): FieldErrors<keyof AssignmentDraft> {
  const price = priceSchema.safeParse(d.price);
  const errors = fieldErrors<keyof AssignmentDraft>(
    createAndAssignRequest,
    requestOf(d, price.success ? price.data : 1),
    formFieldOf,
  );
  if (!price.success) errors.price = price.error.issues[0]?.message;
  const refusal = d.activateImmediately ? paymentRefusal(d.paymentConfirmed) : null;
  if (refusal) errors.paymentConfirmed = refusal[1];
  return errors;
}
