import { expect } from 'vitest';
import type { TestPortal } from './harness';

/**
 * Reads each URL as `token` and expects a 400 whose German message contains the one given; the
 * URL names the case that fails. For the bounds and filters of a paged list.
 */
export async function expectRefusedReads(
  portal: TestPortal,
  token: string,
  refusals: [url: string, message: string][],
): Promise<void> {
  for (const [url, message] of refusals) {
    const res = await portal.call('GET', url, { token });
    expect(res.statusCode, url).toBe(400);
    expect(res.json().message, url).toContain(message);
  }
}
