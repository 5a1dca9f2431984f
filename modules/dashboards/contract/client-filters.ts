import { choices } from '../../../lib/choices';

// Isomorphic (re-exported by contract.ts): the client list's filters and their German labels, in a file of their own because a list's URL rule in the
// web's entry needs them on every page and not the contract's schemas (web/README.md "Bytes": a module goes into
// one chunk whole).

export const { values: clientFilters, labels: clientFilterLabels } = choices({
  all: 'Alle',
  active: 'Aktiv',
  no_package: 'Kein Paket',
  pending: 'Ausstehend',
});
export type ClientFilter = (typeof clientFilters)[number];
