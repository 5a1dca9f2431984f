import { z } from 'zod';

// Payments by hand and their undo (issue 31): what the two routes answer. Their requests are the
// invoicing contract's (`manualPaymentRequest`, `undoPaymentRequest`): the payment is the invoice's.

/** POST /api/payments/manual: the payment booked, and what it did to the invoice and its package. */
export const manualPaymentResultSchema = z.object({
  paymentId: z.string(),
  invoiceId: z.string(),
  invoicePaid: z.boolean(),
  packageActivated: z.boolean(),
  message: z.string(),
});
export type ManualPaymentResult = z.infer<typeof manualPaymentResultSchema>;

/** POST /api/payments/{id}/undo: the payment taken back; the invoice is open again by its amount. */
export const undoPaymentResultSchema = z.object({ paymentId: z.string(), invoiceId: z.string(), message: z.string() });
export type UndoPaymentResult = z.infer<typeof undoPaymentResultSchema>;
