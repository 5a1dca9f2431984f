import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';

describe('formatPhone (3-3-4)', () => {
  it.each([
    // A ten-digit national number, however it was typed.
    ['0301234567', '030 123 4567'],
    ['030 / 123-4567', '030 123 4567'],
    // The country code apart, the rest grouped.
    ['+49 170 1234567', '+49 170 123 4567'],
    ['+4917012345678', '+49 170 123 45678'],
    ['+1 212 555 0100', '+1 212 555 0100'],
    // What is not a phone number stays as it was.
    ['auf Anfrage', 'auf Anfrage'],
    ['12345', '12345'],
    [null, ''],
  ])('%j reads %j', (typed, shown) => {
    expect(formatPhone(typed)).toBe(shown);
  });
});
