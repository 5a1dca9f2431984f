import { describe, expect, it } from 'vitest';
import { specialties } from '../../../../modules/partners/contract';
import { allSpecialtyOptions, editorSpecialtyOptions } from './specialty-options';

describe('specialty options', () => {
  it('shows every specialty by its German name only, no English gloss in brackets', () => {
    expect(allSpecialtyOptions.map((o) => o.label)).toEqual([...specialties]);
    // The editor's eight (spec 02 §3): all ten in their order but Mindset and KI.
    expect(editorSpecialtyOptions('Recht').map((o) => o.label)).toEqual(
      specialties.filter((s) => s !== 'Mindset' && s !== 'KI'),
    );
  });

  it("keeps a profile's Mindset or KI as an extra option, nothing unknown", () => {
    expect(editorSpecialtyOptions('KI').map((o) => o.id)).toContain('KI');
    expect(editorSpecialtyOptions('Astrologie')).toHaveLength(8);
  });
});
