import { z } from 'zod';
import {
  partialCreditMessages,
  partialCreditRequest,
  type PartialCreditRequest,
} from '../../../../modules/invoicing/contract';
import { germanNumber } from '../../../lib/german-number';

// The form 'Teilgutschrift': the unused hours ('2,5') or an amount in euros ('238,00'), typed the
// German way, and a reason; read as meant or refused with the contract's German messages.

export interface PartialCreditForm {
  hours: string;
  amount: string;
  reason: string;
}

export const emptyPartialCredit: PartialCreditForm = { hours: '', amount: '', reason: '' };

const hours = germanNumber({ decimals: 2, min: 0.01, messages: { invalid: partialCreditMessages.hours } });
const euros = germanNumber({ decimals: 2, min: 0.01, messages: { invalid: partialCreditMessages.amount } });

/** The form's values as the request: hours as a number, euros to whole cents (exact from two decimals). */
export const partialCreditForm = z
  .object({ hours, amount: euros, reason: z.string() })
  .transform((v, ctx): PartialCreditRequest => {
    const request = {
      ...(v.hours !== null ? { hours: v.hours } : {}),
      ...(v.amount !== null ? { amount: Math.round(v.amount * 100) } : {}),
      reason: v.reason,
    };
    const checked = partialCreditRequest.safeParse(request);
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });
