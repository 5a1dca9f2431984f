import { describe, expect, it } from 'vitest';
import { formatAgo } from './ago';
import { formatBytes } from './bytes';

const now = new Date('2026-11-27T20:00:00Z');
const before = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('formatAgo', () => {
  it.each([
    [0, 'gerade eben'],
    [59, 'gerade eben'],
    [60, 'vor 1 Minute'],
    [45 * 60, 'vor 45 Minuten'],
    [3600, 'vor 1 Stunde'],
    [3 * 3600 + 59 * 60, 'vor 3 Stunden'],
    [86_400, 'vor 1 Tag'],
    [10 * 86_400, 'vor 10 Tagen'],
  ])('%i seconds ago: %s', (seconds, text) => {
    expect(formatAgo(before(seconds), now)).toBe(text);
  });
  it('a time ahead (a clock off by a little) reads as just now', () => {
    expect(formatAgo(before(-30), now)).toBe('gerade eben');
  });
});

describe('formatBytes', () => {
  it.each([
    [0, '0 Bytes'],
    [1, '1 Byte'],
    [512, '512 Bytes'],
    [1000, '1 kB'],
    [12_345_678, '12,3 MB'],
    [2_000_000_000, '2 GB'],
    [1_250_000_000_000, '1,3 TB'],
  ])('%i -> %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
