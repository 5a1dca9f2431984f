import { choices } from '../../../lib/choices';

// Isomorphic (re-exported by contract.ts): the roles and the session's query keys, in a file of their
// own because the web's entry needs them on every page and not the contract's schemas (web/README.md
// "Bytes": a module goes into one chunk whole).

export const { values: roles, labels: roleLabels } = choices({
  admin: 'Administrator',
  partner: 'Partner/Accelerator',
  user: 'Klient',
});
export type Role = (typeof roles)[number];

export const identityKeys = { me: ['auth', 'me'] as const, users: ['users'] as const };
