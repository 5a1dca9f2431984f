// Isomorphic (re-exported by contract.ts): a client package's statuses. A file of its own so the
// answer schemas (answers.ts) read the list without importing contract.ts, which re-exports them.

export const userPackageStatuses = [
  'pending_acceptance',
  'pending_activation',
  'active',
  'expired',
  'completed',
  'cancelled',
  /** an offer the admin took back before the client accepted it: it leaves the client's views */
  'withdrawn',
] as const;
export type UserPackageStatus = (typeof userPackageStatuses)[number];
