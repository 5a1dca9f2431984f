import { beforeAll, expect, it } from 'vitest';
import { xsdErrors } from './cii-validation';
import { officialViolations, ruleIds, type Violation } from './schematron';

/**
 * The official validation of a test file's CII documents, called inside its describe: before the
 * tests every document and every broken copy runs through CEN's and KoSIT's schematron (one batch,
 * slow); one test per document asserts the CII schema and both schematrons pass it (`kosit` names
 * KoSIT's set in the test's name). Answers the rule ids a broken copy violates.
 */
export function officiallyValid(
  documents: Record<string, string>,
  broken: Record<string, string>,
  kosit: string,
): (brokenName: string) => string[] {
  let results: Record<string, { cen: Violation[]; kosit: Violation[] }>;
  beforeAll(async () => {
    results = await officialViolations({ ...documents, ...broken });
  }, 180_000);
  for (const name of Object.keys(documents))
    it(`${name}: schema, CEN EN 16931 and ${kosit} without fatal or error`, async () => {
      expect(await xsdErrors(documents[name]!)).toEqual([]);
      expect(results[name]).toEqual({ cen: [], kosit: [] });
    });
  return (brokenName) => ruleIds(results[brokenName]!);
}
