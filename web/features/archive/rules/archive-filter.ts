import {
  archiveStatusLabels,
  archiveStatuses,
  type ArchiveStatus,
  type ArchivedClient,
} from '../../../../modules/archive/contract';

// The KundenKartei's search and filters (spec 02 §2), pure so they are unit-tested.

export type StatusFilter = 'all' | ArchiveStatus;

export interface ArchiveFilter {
  search: string;
  status: StatusFilter;
  /** A package name, or 'all'. */
  packageName: string;
}

export const statusOptions: { id: StatusFilter; label: string }[] = [
  { id: 'all', label: 'Alle' },
  ...archiveStatuses.map((s) => ({ id: s, label: archiveStatusLabels[s] })),
];

/** The package filter is built from the names present, alphabetically. */
export function packageOptions(rows: ArchivedClient[]): { id: string; label: string }[] {
  const names = [...new Set(rows.map((r) => r.packageName))].sort((a, b) => a.localeCompare(b, 'de'));
  return [{ id: 'all', label: 'Alle Pakete' }, ...names.map((n) => ({ id: n, label: n }))];
}

/** Search by name, company or e-mail (case-insensitive), then status and package. */
export function filterArchive(rows: ArchivedClient[], f: ArchiveFilter): ArchivedClient[] {
  const needle = f.search.trim().toLocaleLowerCase('de');
  return rows.filter((r) => {
    if (f.status !== 'all' && r.status !== f.status) return false;
    if (f.packageName !== 'all' && r.packageName !== f.packageName) return false;
    if (!needle) return true;
    return [r.name, r.company ?? '', r.email].some((v) => v.toLocaleLowerCase('de').includes(needle));
  });
}
