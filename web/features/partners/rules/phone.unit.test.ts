import { describe, expect, it } from 'vitest';
import { formatPhone, phoneHref } from './phone';

describe('formatPhone: grouped by the area code, not cut 3-3-4 (issue 32)', () => {
  it.each([
    // Berlin's 030 stays whole, however it was typed.
    ['+49 30 1234567', '+49 30 1234567'],
    ['+49 301 234 567', '+49 30 1234567'],
    ['0301234567', '030 1234567'],
    ['030 / 123-4567', '030 1234567'],
    ['030 5550 1234', '030 55501234'],
    ['+49 (0)30 1234567', '+49 30 1234567'],
    ['0049 30 1234567', '+49 30 1234567'],
    // Area codes of 2 to 5 digits, and mobile numbers.
    ['+49 89 7654321', '+49 89 7654321'],
    ['06221 123456', '06221 123456'],
    ['+49 33203 12345', '+49 33203 12345'],
    ['+49 170 1234567', '+49 170 1234567'],
    ['01701234567', '0170 1234567'],
    // Other countries by their own plan.
    ['+43 1 5123456', '+43 1 5123456'],
    ['+41 446681800', '+41 44 668 18 00'],
    // What is not a phone number stays as it was.
    ['auf Anfrage', 'auf Anfrage'],
    ['12345', '12345'],
    ['+49 123', '+49 123'],
    [null, ''],
  ])('%j reads %j', (typed, shown) => {
    expect(formatPhone(typed)).toBe(shown);
  });
});

describe('phoneHref: the number a tel: link dials', () => {
  it.each([
    ['+49 30 1234567', 'tel:+49301234567'],
    ['+49 (0)30 1234567', 'tel:+49301234567'],
    ['030 / 123-4567', 'tel:+49301234567'],
    ['0170 1234567', 'tel:+491701234567'],
    ['+43 1 5123456', 'tel:+4315123456'],
    ['12345', 'tel:12345'],
    ['auf Anfrage', null],
    [null, null],
  ])('%j dials %j', (typed, href) => {
    expect(phoneHref(typed)).toBe(href);
  });
});
