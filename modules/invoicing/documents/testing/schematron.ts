import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

// The official business rules, run in the int tests (see README 'Validation'): CEN's EN 16931
// schematron and KoSIT's XRechnung schematron, both compiled XSLT 2.0 from ../shared/validators/,
// by Saxon-HE (Debian's libsaxonhe-java; .ci/run installs it). One Java process per stylesheet
// validates a whole batch of documents: compiling the 700 kB CEN stylesheet costs seconds, each
// document then milliseconds.

const run = promisify(execFile);
const VALIDATORS = path.resolve(import.meta.dirname, '../../../../../shared/validators');
const SAXON = process.env.SAXON_JAR ?? '/usr/share/java/Saxon-HE.jar';
const stylesheets = {
  cen: path.join(VALIDATORS, 'en16931-cii/EN16931-CII-validation.xslt'),
  kosit: path.join(VALIDATORS, 'xrechnung-cii/XRechnung-CII-validation.xsl'),
};

/** A failed assertion of the SVRL report that makes the document invalid: flag 'fatal' or 'error'. */
export interface Violation {
  rule: string;
  flag: string;
  text: string;
}

const failedAssert = /<svrl:(?:failed-assert|successful-report)\b([^>]*)>[\s\S]*?<svrl:text>([\s\S]*?)<\/svrl:text>/g;
const attr = (attrs: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attrs)?.[1] ?? '';

/** The violations (fatal or error) in an SVRL report; warnings and notes are not violations. */
function violationsIn(svrl: string): Violation[] {
  return [...svrl.matchAll(failedAssert)]
    .map(([, attrs = '', text = '']) => ({
      rule: attr(attrs, 'id'),
      flag: attr(attrs, 'flag') || 'error',
      text: text.replace(/\s+/g, ' ').trim(),
    }))
    .filter((v) => v.flag === 'fatal' || v.flag === 'error');
}

/** Runs CEN's and KoSIT's schematron over named CII documents: the violations of each, by name. */
export async function officialViolations(
  documents: Record<string, string>,
): Promise<Record<string, { cen: Violation[]; kosit: Violation[] }>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'schematron-'));
  try {
    const input = path.join(dir, 'in');
    fs.mkdirSync(input);
    const names = Object.keys(documents);
    names.forEach((name, i) => fs.writeFileSync(path.join(input, `${i}.xml`), documents[name]!));
    const reports = async (which: keyof typeof stylesheets) => {
      const output = path.join(dir, which);
      fs.mkdirSync(output);
      // A short run: the quick JIT only and one GC thread (a third less CPU, the same reports).
      const jvm = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];
      await run('java', [...jvm, '-jar', SAXON, `-s:${input}`, `-xsl:${stylesheets[which]}`, `-o:${output}`], {
        maxBuffer: 16 * 1024 * 1024,
      });
      return names.map((_, i) => violationsIn(fs.readFileSync(path.join(output, `${i}.xml`), 'utf8')));
    };
    const [cen, kosit] = [await reports('cen'), await reports('kosit')];
    return Object.fromEntries(names.map((name, i) => [name, { cen: cen[i]!, kosit: kosit[i]! }]));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The rule ids of the violations, for tests that break a document on purpose. */
export const ruleIds = (violations: { cen: Violation[]; kosit: Violation[] }): string[] =>
  [...violations.cen, ...violations.kosit].map((v) => v.rule);
