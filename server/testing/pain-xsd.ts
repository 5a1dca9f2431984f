import fs from 'node:fs';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';

// The tests' check of a SEPA file: the official ISO 20022 schemas, beside the checkout
// (`../shared/validators/iso20022`, see its README); the runtime never reads them.

async function schemaErrors(xml: string, schema: string): Promise<string[]> {
  const xsd = path.resolve(process.cwd(), `../shared/validators/iso20022/${schema}`);
  const result = await validateXML({
    xml: { fileName: 'sepa.xml', contents: xml },
    schema: { fileName: schema, contents: fs.readFileSync(xsd, 'utf8') },
  });
  return result.valid ? [] : result.errors.map((e) => e.rawMessage);
}

/** Schema errors of a pain.008.001.08 document (a collection; empty when valid). */
export const pain008Errors = (xml: string) => schemaErrors(xml, 'pain.008.001.08.xsd');

/** Schema errors of a pain.001.001.09 document (a payout or a refund; empty when valid). */
export const pain001Errors = (xml: string) => schemaErrors(xml, 'pain.001.001.09.xsd');
