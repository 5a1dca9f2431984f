import { z } from 'zod';

// Isomorphic: the admin's views of accounts (re-exported by contract.ts, which is full).

/** Spec 02 §3 Admin user. */
export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  username: z.string(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** `DELETE /api/users/{id}`: what happened to the partner account. */
export const removePartnerResponse = z.object({
  success: z.literal(true),
  outcome: z.enum(['deleted', 'deactivated']),
});
export type RemovePartnerResponse = z.infer<typeof removePartnerResponse>;
