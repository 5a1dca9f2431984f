import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../migrations';
import { numberedAmongFolded } from './baseline';

describe('migrations/index.ts', () => {
  it('lists every migration file of the folder by its name, in number order, each with its up', () => {
    const files = fs
      .readdirSync(new URL('../../migrations', import.meta.url))
      .filter((f) => /^\d{4}_.+\.ts$/.test(f))
      .sort()
      .map((f) => f.replace(/\.ts$/, ''));
    expect(files).toContain('0000_baseline');
    expect(Object.keys(migrations)).toEqual(files);
    for (const name of files) expect(typeof migrations[name]!.up, name).toBe('function');
  });

  it('a new migration is numbered above the folded ones of its module range (modules/README.md)', () => {
    expect(numberedAmongFolded(Object.keys(migrations))).toEqual([]);
    expect(
      numberedAmongFolded([
        '0000_baseline',
        '0213_packages_next',
        '1400_new_module',
        '0013_identity_next',
        '0212_reused_number',
        '0205_below',
      ]),
    ).toEqual(['0212_reused_number', '0205_below']);
  });
});
