import { describe, expect, it } from 'vitest';
import { formatDateTime, formatHours1 } from './format';

describe('formatHours1', () => {
  it('shows one decimal, German style', () => {
    expect(formatHours1(12.46)).toBe('12,5');
    expect(formatHours1(3)).toBe('3,0');
    expect(formatHours1(0.05)).toBe('0,1');
  });
});

describe('formatDateTime', () => {
  it('shows Berlin wall-clock time', () => {
    expect(formatDateTime('2026-03-05T13:30:00Z')).toBe('05.03.2026, 14:30');
    expect(formatDateTime('kaputt')).toBe('–');
  });
});
