import { describe, expect, it } from 'vitest';
import { signedText } from './firm-sender';

describe('the firm signs every mail', () => {
  it('with its name, then its details after the signature separator', () => {
    expect(signedText('Hallo Jana,\n\nIhr Termin steht.', { name: 'Beispiel Coaching GmbH', footer: ['A', 'B'] })).toBe(
      'Hallo Jana,\n\nIhr Termin steht.\n\nMit freundlichen Grüßen\nBeispiel Coaching GmbH\n\n-- \nA\nB',
    );
  });

  it('without a name yet (no Firmendaten, no IMPRESSUM_COMPANY): as the coaching team, never the product', () => {
    expect(signedText('Guten Tag,\n\nDanke.', { name: null, footer: [] })).toBe(
      'Guten Tag,\n\nDanke.\n\nMit freundlichen Grüßen\nIhr Coaching-Team',
    );
  });
});
