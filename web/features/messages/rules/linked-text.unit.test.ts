import { describe, expect, it } from 'vitest';
import { linkedText } from './linked-text';

describe('links in messages', () => {
  it('makes http and https addresses links, without the full stop after them', () => {
    expect(linkedText('Siehe https://beispiel.de/seite?a=1. Danke')).toEqual([
      { text: 'Siehe ' },
      { href: 'https://beispiel.de/seite?a=1' },
      { text: '. Danke' },
    ]);
  });
  it('leaves everything else text: javascript:, markup, mail addresses', () => {
    for (const text of ['javascript:alert(1)', '<a href="https://x.de">x</a>', 'anna@beispiel.de'])
      expect(linkedText(text).some((p) => 'href' in p && !p.href.startsWith('http'))).toBe(false);
    expect(linkedText('<img src=x onerror=alert(1)>')).toEqual([{ text: '<img src=x onerror=alert(1)>' }]);
  });
});
