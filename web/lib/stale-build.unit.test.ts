import { describe, expect, it } from 'vitest';
import { mayReload } from './stale-build';

describe('reloading after a deploy', () => {
  it('reloads the first time and again only 30 s after the last reload', () => {
    expect(mayReload(1_000_000, null)).toBe(true);
    expect(mayReload(1_000_000, 1_000_000 - 29_999)).toBe(false);
    expect(mayReload(1_000_000, 1_000_000 - 30_000)).toBe(true);
  });
});
