import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';

describe('formatPhone (3-3-4)', () => {
  it('groups a ten-digit national number 3-3-4', () => {
    expect(formatPhone('0301234567')).toBe('030 123 4567');
    expect(formatPhone('030 / 123-4567')).toBe('030 123 4567');
  });

  it('keeps the country code apart and groups the rest', () => {
    expect(formatPhone('+49 170 1234567')).toBe('+49 170 123 4567');
    expect(formatPhone('+4917012345678')).toBe('+49 170 123 45678');
    expect(formatPhone('+1 212 555 0100')).toBe('+1 212 555 0100');
  });

  it('leaves what is not a phone number as it was', () => {
    expect(formatPhone('auf Anfrage')).toBe('auf Anfrage');
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone(null)).toBe('');
  });
});
