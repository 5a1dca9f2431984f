import { archiveStatusLabels, archiveStatuses, type ArchiveStatus } from '../../../../modules/archive/contract';

// The KundenKartei's filter choices (spec 02 §2); the server searches and filters (issue 17).

type StatusFilter = 'all' | ArchiveStatus;

export const statusOptions: { id: StatusFilter; label: string }[] = [
  { id: 'all', label: 'Alle' },
  ...archiveStatuses.map((s) => ({ id: s, label: archiveStatusLabels[s] })),
];

/** The package filter offers the names present in the KundenKartei (the server's list, alphabetical). */
export function packageOptions(names: string[]): { id: string; label: string }[] {
  return [{ id: 'all', label: 'Alle Pakete' }, ...names.map((n) => ({ id: n, label: n }))];
}
