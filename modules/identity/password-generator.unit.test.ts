import { describe, expect, it } from 'vitest';
import { generatePassword, passwordAlphabet } from './password-generator';

describe('generatePassword', () => {
  it('gives 12 characters from letters, digits and !@#$%^&*, with each kind present', () => {
    for (let i = 0; i < 200; i++) {
      const p = generatePassword();
      expect(p).toMatch(/^[A-Za-z0-9!@#$%^&*]{12}$/);
      expect(p).toMatch(/[A-Za-z]/);
      expect(p).toMatch(/\d/);
      expect(p).toMatch(/[!@#$%^&*]/);
    }
  });

  it('does not repeat itself', () => {
    const seen = new Set(Array.from({ length: 500 }, () => generatePassword()));
    expect(seen.size).toBe(500);
  });

  it('draws from crypto.getRandomValues and drops bytes that would favour some characters', () => {
    // 70 characters: bytes 210..255 are rejected, so 255 never maps to a character.
    expect(passwordAlphabet).toHaveLength(70);
    const bytes = [255, 0, 255, 26, 52, 62, 1, 2, 3, 4, 5, 6, 7, 8];
    let i = 0;
    const fake = (b: Uint8Array<ArrayBuffer>) => b.map(() => bytes[i++ % bytes.length]!);
    expect(generatePassword(12, fake)).toBe('Aa0!BCDEFGHI');
  });
});
