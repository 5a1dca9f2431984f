import { describe, expect, it } from 'vitest';
import { lengthProblem } from './text';

describe('lengthProblem', () => {
  it('says nothing up to the limit, or without one', () => {
    expect(lengthProblem('x'.repeat(5000), 5000)).toBeUndefined();
    expect(lengthProblem('', 2)).toBeUndefined();
    expect(lengthProblem('Schweiz', undefined)).toBeUndefined();
    expect(lengthProblem(undefined, 2)).toBeUndefined();
  });

  it('names the limit and the length in German numbers once the text is longer', () => {
    expect(lengthProblem('x'.repeat(5905), 5000)).toBe('Höchstens 5.000 Zeichen; Ihr Text hat 5.905.');
    expect(lengthProblem('Schweiz', 2)).toBe('Höchstens 2 Zeichen; Ihr Text hat 7.');
  });

  it('counts an emoji as the contracts do (two UTF-16 units)', () => {
    expect(lengthProblem('😀', 1)).toBe('Höchstens 1 Zeichen; Ihr Text hat 2.');
  });
});
