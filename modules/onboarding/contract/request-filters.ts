import { choices } from '../../../lib/choices';

// Isomorphic (re-exported by contract.ts): the leads list's filters and their German labels, in a file of their own because a list's URL rule in the
// web's entry needs them on every page and not the contract's schemas (web/README.md "Bytes": a module goes into
// one chunk whole).

/** The list's filter: every lead, only the requests (request_sent, converted), only the incomplete ones. */
export const { values: requestFilters, labels: requestFilterLabels } = choices({
  all: 'Alle',
  requests: 'Anfragen',
  incomplete: 'Unvollständig',
});
export type RequestFilter = (typeof requestFilters)[number];
