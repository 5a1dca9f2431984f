import { describe, expect, it } from 'vitest';
import { exceedsDepth, holdsControlCharacter } from './json-body';

describe('exceedsDepth', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(exceedsDepth('{"a":[1,{"b":2}]}', 3)).toBe(false);
    expect(exceedsDepth('{"a":[1,{"b":2}]}', 2)).toBe(true);
    expect(exceedsDepth('{"a":"[[[[[[[[{{{{"}', 1)).toBe(false);
    expect(exceedsDepth('{"a":"\\"[[[["}', 1)).toBe(false);
  });
  it('refuses a megabyte of brackets quickly', () => {
    const t = performance.now();
    expect(exceedsDepth('['.repeat(500_000) + ']'.repeat(500_000), 32)).toBe(true);
    expect(performance.now() - t).toBeLessThan(100);
  });
});

describe('holdsControlCharacter', () => {
  it('finds NUL and other controls in nested strings and keys, but allows tab, newline and umlauts', () => {
    expect(holdsControlCharacter({ a: ['ok', { b: 'x\u0000y' }] })).toBe(true);
    expect(holdsControlCharacter({ ['k\u0007']: 1 })).toBe(true);
    expect(holdsControlCharacter('Zeile 1\nZeile 2\tmit Tab\r\n')).toBe(false);
    expect(holdsControlCharacter({ name: 'Jürgen Groß', n: 3, ok: true, none: null })).toBe(false);
    expect(holdsControlCharacter('\u007f')).toBe(true);
  });
});
