import { afterAll, beforeAll } from 'vitest';
import type { TestPortal } from './harness';

/**
 * The world of one test file: built by `build` before its tests, its portal closed after them.
 * Read it inside hooks and tests (its fields are set by then).
 */
export function worldForFile<W extends { portal: TestPortal }>(build: () => Promise<W>): W {
  const world = {} as W;
  beforeAll(async () => {
    Object.assign(world, await build());
  });
  afterAll(() => (world.portal as TestPortal | undefined)?.close());
  return world;
}
