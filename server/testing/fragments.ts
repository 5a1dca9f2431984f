import { expect } from 'vitest';

/**
 * Asserts that a generated text (an XML file, a document's text) holds every fragment, one
 * `toContain` each, so a failure names the first fragment missing.
 */
export function expectFragments(text: string, fragments: readonly string[]): void {
  for (const fragment of fragments) expect(text).toContain(fragment);
}
