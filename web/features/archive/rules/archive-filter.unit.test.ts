import { describe, expect, it } from 'vitest';
import type { ArchivedClient } from '../../../../modules/archive/contract';
import { filterArchive, packageOptions, statusOptions, type ArchiveFilter } from './archive-filter';

const row = (patch: Partial<ArchivedClient>): ArchivedClient => ({
  id: 'p',
  userId: 'u',
  name: 'Julia Hoffmann',
  email: 'julia@hoffmann.de',
  company: 'Hoffmann Design GmbH',
  packageName: 'Wachstum',
  activatedAt: null,
  completedAt: null,
  status: 'completed',
  rating: null,
  notes: null,
  notesVersion: 0,
  meetingsCount: 0,
  partnersCount: 0,
  documentsCount: 0,
  ...patch,
});

const rows = [
  row({ id: '1', name: 'Julia Hoffmann' }),
  row({
    id: '2',
    name: 'Peter Wagner',
    email: 'peter@wagner.de',
    company: 'Wagner Logistik KG',
    status: 'cancelled',
    packageName: 'Start',
  }),
  row({ id: '3', name: 'Lena Fischer', email: 'lena@fischer.de', company: null, status: 'expired' }),
];
const all: ArchiveFilter = { search: '', status: 'all', packageName: 'all' };
const ids = (f: Partial<ArchiveFilter>) => filterArchive(rows, { ...all, ...f }).map((r) => r.id);

describe('filterArchive', () => {
  it('searches name, company and e-mail, ignoring case', () => {
    expect(ids({ search: 'wagner' })).toEqual(['2']);
    expect(ids({ search: 'LOGISTIK' })).toEqual(['2']);
    expect(ids({ search: 'lena@' })).toEqual(['3']);
    expect(ids({ search: 'niemand' })).toEqual([]);
  });

  it('filters by status and package', () => {
    expect(ids({ status: 'cancelled' })).toEqual(['2']);
    expect(ids({ status: 'expired' })).toEqual(['3']);
    expect(ids({ packageName: 'Wachstum' })).toEqual(['1', '3']);
    expect(ids({ packageName: 'Wachstum', status: 'completed' })).toEqual(['1']);
  });
});

describe('options', () => {
  it('labels the statuses as the spec does', () => {
    expect(statusOptions.map((o) => o.label)).toEqual(['Alle', 'Abgeschlossen', 'Gekündigt', 'Abgelaufen']);
  });

  it('offers each package name present once, sorted', () => {
    expect(packageOptions(rows).map((o) => o.label)).toEqual(['Alle Pakete', 'Start', 'Wachstum']);
  });
});
