import { describe, expect, it } from 'vitest';
import { packageOptions, statusOptions } from './archive-filter';

// Search and filters run on the server now (issue 17): modules/archive/archive-list.int.test.ts
// asserts what `filterArchive` did here (name, company, e-mail ignoring case; status; package).

describe('options', () => {
  it('labels the statuses as the spec does', () => {
    expect(statusOptions.map((o) => o.label)).toEqual(['Alle', 'Abgeschlossen', 'Gekündigt', 'Abgelaufen']);
  });

  it('offers each package name present once, after all packages', () => {
    expect(packageOptions(['Start', 'Wachstum']).map((o) => o.label)).toEqual(['Alle Pakete', 'Start', 'Wachstum']);
  });
});
