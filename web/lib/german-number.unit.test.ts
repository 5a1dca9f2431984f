import { describe, expect, it } from 'vitest';
import { createAndAssignRequest } from '../../modules/packages/contract';
import { formatGermanNumber, germanNumber, parseGermanNumber } from './german-number';
import { readGermanNumber } from '../../lib/german/number';

const invalid = 'Bitte geben Sie eine Zahl ein, z. B. 99,90.';

describe('reading what a German user typed', () => {
  it.each([
    ['99,90', 99.9],
    ['1.234,56', 1234.56],
    ['1234,56', 1234.56],
    ['1.234', 1234],
    ['1.234.567', 1234567],
    ['1.234.567,8', 1234567.8],
    ['12', 12],
    ['0', 0],
    ['  7,5 ', 7.5],
    [',5', 0.5],
    ['12,', 12],
    // A dot not followed by exactly three digits is a decimal point.
    ['99.90', 99.9],
    ['2.5', 2.5],
    ['0.5', 0.5],
    ['1.2345', 1.2345],
    ['12.', 12],
    // A group never starts with 0, so this is a decimal point too.
    ['0.500', 0.5],
    ['-3,5', -3.5],
  ])('%j means %d', (text, value) => {
    expect(readGermanNumber(text)?.value).toBe(value);
  });

  it.each([
    '1.5.3',
    '1.2.3',
    '1,2,3',
    '12a',
    'a12',
    '1.2,5',
    '12.34,5',
    '1 234',
    '.',
    ',',
    '-',
    '1e3',
    '0x10',
    '€ 5',
    '5 €',
    '½',
  ])('%j is refused, not guessed', (text) => {
    expect(readGermanNumber(text)).toBeUndefined();
    expect(parseGermanNumber(text)).toEqual({ ok: false, message: invalid });
  });

  it('empty is null, or refused when the field is required', () => {
    expect(parseGermanNumber('')).toEqual({ ok: true, value: null });
    expect(parseGermanNumber('   ')).toEqual({ ok: true, value: null });
    expect(parseGermanNumber('', { required: true })).toEqual({ ok: false, message: invalid });
    expect(
      parseGermanNumber('', { required: true, messages: { required: 'Bitte geben Sie einen Preis ein.' } }),
    ).toEqual({ ok: false, message: 'Bitte geben Sie einen Preis ein.' });
  });

  it('counts only the digits that matter after the comma', () => {
    expect(readGermanNumber('99,900')).toEqual({ value: 99.9, fractionDigits: 1 });
    expect(readGermanNumber('1.234,56')).toEqual({ value: 1234.56, fractionDigits: 2 });
    expect(readGermanNumber('1.234')).toEqual({ value: 1234, fractionDigits: 0 });
  });
});

describe('the limits of a field', () => {
  const price = { required: true, decimals: 2, min: 0 };
  const hours = { decimals: 0, min: 1, max: 1000 };

  it.each([
    ['99,99', price, { ok: true, value: 99.99 }],
    ['99,999', price, { ok: false, message: 'Höchstens zwei Nachkommastellen.' }],
    ['1.234,5', price, { ok: true, value: 1234.5 }],
    ['-1', price, { ok: false, message: 'Bitte geben Sie mindestens 0 ein.' }],
    ['12', hours, { ok: true, value: 12 }],
    ['1.000', hours, { ok: true, value: 1000 }],
    ['1.001', hours, { ok: false, message: 'Bitte geben Sie höchstens 1.000 ein.' }],
    ['0', hours, { ok: false, message: 'Bitte geben Sie mindestens 1 ein.' }],
    ['2,5', hours, { ok: false, message: 'Bitte geben Sie eine ganze Zahl ein.' }],
    ['2,50', { decimals: 1 }, { ok: true, value: 2.5 }],
    ['2,55', { decimals: 1 }, { ok: false, message: 'Höchstens eine Nachkommastelle.' }],
    ['1.2.3', hours, { ok: false, message: 'Bitte geben Sie eine ganze Zahl ein, z. B. 12.' }],
  ] as const)('%j with %o', (text, rules, result) => {
    expect(parseGermanNumber(text, rules)).toEqual(result);
  });

  it('a field may name its own messages (the spec and the contract have some)', () => {
    expect(
      parseGermanNumber('0', { min: 1, messages: { min: 'Please select a partner and enter valid hours' } }),
    ).toEqual({ ok: false, message: 'Please select a partner and enter valid hours' });
  });
});

describe('as a schema, piped into the contract', () => {
  const price = germanNumber(
    { required: true, decimals: 2, messages: { required: 'Bitte geben Sie einen Preis ein.' } },
    createAndAssignRequest.shape.customPrice,
  );

  it.each([
    ['1.234,56', 1234.56],
    ['99.90', 99.9],
    ['99,90', 99.9],
  ])('%j saves %d', (text, value) => {
    expect(price.parse(text)).toBe(value);
  });

  it.each([
    ['', 'Bitte geben Sie einen Preis ein.'],
    ['0', 'Der Preis muss größer als 0 sein.'],
    ['1.2.3', invalid],
    ['12,345', 'Höchstens zwei Nachkommastellen.'],
  ])('%j is refused with %j', (text, message) => {
    expect(price.safeParse(text).error?.issues.map((i) => i.message)).toEqual([message]);
  });
});

describe('German display', () => {
  it('shows up to two decimals, or exactly as many as asked (money: two)', () => {
    expect(formatGermanNumber(1234.567)).toBe('1.234,57');
    expect(formatGermanNumber(99.9, { decimals: 2 })).toBe('99,90');
  });

  it('reads back what it shows', () => {
    for (const value of [0.5, 99.9, 1234.56, 1234567.89, 1000]) {
      expect(readGermanNumber(formatGermanNumber(value))?.value).toBe(value);
      expect(readGermanNumber(formatGermanNumber(value, { decimals: 2 }))?.value).toBe(value);
    }
  });
});
