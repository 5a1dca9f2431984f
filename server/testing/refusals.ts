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

/**
 * The bounds every paged list refuses (`limit` 1 to `maxLimit`, a whole `offset` from 0 to a
 * million), as rows for `expectRefusedReads`: too small, too large, not a whole number.
 */
export function pageBoundRefusals(path: string, maxLimit: number): [url: string, message: string][] {
  return [
    [`${path}?limit=0`, 'Ungültige Seitengröße.'],
    [`${path}?limit=${maxLimit + 1}`, 'Ungültige Seitengröße.'],
    [`${path}?limit=zehn`, 'Ungültige Seitengröße.'],
    [`${path}?offset=-1`, 'Ungültiger Versatz.'],
    [`${path}?offset=99999999`, 'Ungültiger Versatz.'],
    [`${path}?offset=zehn`, 'Ungültiger Versatz.'],
  ];
}
