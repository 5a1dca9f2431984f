import { describe, expect, it } from 'vitest';
import { spellOutUmlauts } from './umlauts';

describe('spellOutUmlauts', () => {
  it('spells out umlauts in either case and ß, and leaves everything else', () => {
    expect(spellOutUmlauts('Jürgen Groß, Ärztehaus Öhringen, Übersee')).toBe(
      'Juergen Gross, Aerztehaus Oehringen, Uebersee',
    );
    expect(spellOutUmlauts('Café 1.234,56 €')).toBe('Café 1.234,56 €');
  });
});
