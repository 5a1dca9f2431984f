import { packageMessages, type CreateAndAssignRequest, type PartnerAllocation } from '../../../../modules/packages/contract';

// The create-and-assign form's state and rules (spec 02 §2, §3 package-assignment draft, §5),
// kept pure so every rule is unit-tested.

export interface AssignmentDraft {
  packageName: string;
  /** NaN while the field is empty. */
  price: number;
  description: string;
  allocations: PartnerAllocation[];
  clientId: string | null;
  paymentReference: string;
  notes: string;
  activateImmediately: boolean;
  paymentConfirmed: boolean;
}

export const emptyDraft: AssignmentDraft = {
  packageName: '',
  price: Number.NaN,
  description: '',
  allocations: [],
  clientId: null,
  paymentReference: '',
  notes: '',
  activateImmediately: false,
  paymentConfirmed: false,
};

export const duplicatePartnerMessage = 'Jeder Accelerator kann nur einmal zugeordnet werden.';

export function totalHours(allocations: PartnerAllocation[]): number {
  return allocations.reduce((sum, a) => sum + a.hours, 0);
}

const hasPrice = (price: number) => Number.isFinite(price) && price > 0;

/** Submit needs a name, a price above 0, at least one partner and a client (spec 02 §2, §5). */
export function canSubmit(d: AssignmentDraft): boolean {
  return d.packageName.trim() !== '' && hasPrice(d.price) && d.allocations.length > 0 && d.clientId !== null;
}

/** The summary shows once there are hours and a client. */
export function showsSummary(d: AssignmentDraft): boolean {
  return totalHours(d.allocations) > 0 && d.clientId !== null;
}

export function submitLabel(activateImmediately: boolean): string {
  return activateImmediately ? 'Create & Activate' : 'Create & Assign';
}

export type AddResult = { allocations: PartnerAllocation[] } | { error: string };

/** Adding needs a partner and whole hours of at least 1; each partner is allocated once. */
export function addAllocation(allocations: PartnerAllocation[], partnerId: string | null, hours: number): AddResult {
  if (!partnerId || !Number.isInteger(hours) || hours < 1) return { error: packageMessages.allocationInvalid };
  if (allocations.some((a) => a.partnerId === partnerId)) return { error: duplicatePartnerMessage };
  return { allocations: [...allocations, { partnerId, hours }] };
}

export function removeAllocation(allocations: PartnerAllocation[], partnerId: string): PartnerAllocation[] {
  return allocations.filter((a) => a.partnerId !== partnerId);
}

const optional = (text: string) => (text.trim() === '' ? null : text.trim());

/** The payload of spec 02 §7; the payment confirmation travels only with 'activate immediately'. */
export function toCreateAndAssignRequest(d: AssignmentDraft): CreateAndAssignRequest {
  if (!d.clientId) throw new Error('Kein Klient gewählt');
  return {
    clientId: d.clientId,
    packageName: d.packageName.trim(),
    packageDescription: optional(d.description),
    customTotalHours: totalHours(d.allocations),
    customPrice: d.price,
    partnerHours: d.allocations,
    paymentReference: optional(d.paymentReference),
    notes: optional(d.notes),
    activateImmediately: d.activateImmediately,
    paymentConfirmed: d.activateImmediately && d.paymentConfirmed,
  };
}
