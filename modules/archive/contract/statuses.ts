import { choices } from '../../../lib/choices';

// Isomorphic (re-exported by contract.ts): the archive's statuses and their German labels, in a file of their own because a list's URL rule in the
// web's entry needs them on every page and not the contract's schemas (web/README.md "Bytes": a module goes into
// one chunk whole).

export const { values: archiveStatuses, labels: archiveStatusLabels } = choices({
  completed: 'Abgeschlossen',
  cancelled: 'Gekündigt',
  expired: 'Abgelaufen',
});
export type ArchiveStatus = (typeof archiveStatuses)[number];
