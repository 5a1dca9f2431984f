import { describe, expect, it } from 'vitest';
import { specialties } from '../../../../modules/partners/contract';
import { allSpecialtyOptions, editorSpecialtyOptions } from './specialty-options';

describe('specialty options', () => {
  it('shows every specialty by its German name only, no English gloss in brackets', () => {
    expect(allSpecialtyOptions.map((o) => o.label)).toEqual([...specialties]);
    // The editor's eight, copied from spec 02 §3 (a test table: it pins the spec's German names,
    // which a comparison with the contract's own list would not).
    expect(editorSpecialtyOptions('Recht').map((o) => o.label)).toEqual([
      'Gründung',
      'Marketing',
      'Vertrieb',
      'Finanzen',
      'Recht',
      'Strategie',
      'Management',
      'Wachstum',
    ]);
  });

  it("keeps a profile's Mindset or KI as an extra option, nothing unknown", () => {
    expect(editorSpecialtyOptions('KI').map((o) => o.id)).toContain('KI');
    expect(editorSpecialtyOptions('Astrologie')).toHaveLength(8);
  });
});
