import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { germanAmount, readGermanNumber } from './number';

const price = germanAmount(z.number().gt(0, 'Der Preis muss größer als 0 sein.').multipleOf(0.01, 'Zwei Stellen.'), {
  missing: 'Bitte geben Sie einen Preis ein.',
  invalid: 'Bitte geben Sie den Preis als Zahl in Euro ein, z. B. 1.234,56.',
});
const messageOf = (input: unknown) => price.safeParse(input).error?.issues[0]?.message;

describe('an amount sent to the API', () => {
  it('given a price as German text, then it is read as meant', () => {
    expect(price.parse('1.234,56')).toBe(1234.56);
    expect(price.parse('99,90')).toBe(99.9);
    expect(price.parse(' 1.500 ')).toBe(1500);
    expect(price.parse(1234.56)).toBe(1234.56);
  });

  it('given text that cannot be read without guessing, then a German refusal saying so; empty asks for the price', () => {
    expect(messageOf('1.2,5')).toBe('Bitte geben Sie den Preis als Zahl in Euro ein, z. B. 1.234,56.');
    expect(messageOf('zwölf')).toBe('Bitte geben Sie den Preis als Zahl in Euro ein, z. B. 1.234,56.');
    expect(messageOf('')).toBe('Bitte geben Sie einen Preis ein.');
    expect(messageOf(null)).toBe('Bitte geben Sie einen Preis ein.');
    // The number's own rules still hold.
    expect(messageOf('0,00')).toBe('Der Preis muss größer als 0 sein.');
    expect(messageOf('1,234')).toBe('Zwei Stellen.');
  });

  it('reads German notation the one way (shared with the web fields)', () => {
    expect(readGermanNumber('1.234,56')).toEqual({ value: 1234.56, fractionDigits: 2 });
    expect(readGermanNumber('1,2,3')).toBeUndefined();
  });
});
