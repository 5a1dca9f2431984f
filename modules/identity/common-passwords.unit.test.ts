import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';

describe('common passwords', () => {
  it('refuses listed ones in any case, one character repeated and runs', () => {
    for (const p of ['123456', 'Passwort123', 'HALLO123', 'qwertzuiop', 'aaaaaaaa', '12345678', 'abcdefgh', '87654321'])
      expect(isCommonPassword(p), p).toBe(true);
  });

  it('lets ordinary strong passwords through', () => {
    for (const p of ['Kunde-Passwort-1', 'Zurueck-2026', 'Geheim-2026', 'tulpe-wolke-7', 'abcdefg1x'])
      expect(isCommonPassword(p), p).toBe(false);
  });
});
