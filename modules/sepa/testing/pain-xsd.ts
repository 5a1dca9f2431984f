import fs from 'node:fs';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';

// The tests' check of a collection file: the official ISO 20022 schema, beside the checkout
// (`../shared/validators/iso20022`, see its README); the runtime never reads it.

const XSD = path.resolve(process.cwd(), '../shared/validators/iso20022/pain.008.001.08.xsd');

/** Schema errors of a pain.008.001.08 document (empty when valid). */
export async function pain008Errors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: { fileName: 'collection.xml', contents: xml },
    schema: { fileName: 'pain.008.001.08.xsd', contents: fs.readFileSync(XSD, 'utf8') },
  });
  return result.valid ? [] : result.errors.map((e) => e.rawMessage);
}
