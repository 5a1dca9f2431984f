import { describe, expect, it } from 'vitest';
import { formatLeadScore, scoreTone } from './format';

describe('lead score display', () => {
  it('shows one decimal in German', () => {
    expect(formatLeadScore(4.2)).toBe('4,2');
    expect(formatLeadScore(5)).toBe('5,0');
    expect(formatLeadScore(null)).toBe('–');
  });

  it('colours warm leads', () => {
    expect(scoreTone(5)).toBe('high');
    expect(scoreTone(4)).toBe('high');
    expect(scoreTone(3.9)).toBe('medium');
    expect(scoreTone(3.4)).toBe('medium');
    expect(scoreTone(3.3)).toBe('low');
    expect(scoreTone(2.8)).toBe('low');
    expect(scoreTone(null)).toBe('low');
  });
});
