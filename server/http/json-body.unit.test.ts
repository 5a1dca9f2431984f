import { describe, expect, it } from 'vitest';
import { exceedsDepth } from './json-body';

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
