import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PDFName, PDFString, type PDFDocument } from 'pdf-lib';

// The sRGB output intent PDF/A asks for when a page paints in device colours (our text, rules and
// the GiroCode are DeviceRGB/DeviceGray): it says those colours mean sRGB. The profile is the
// International Color Consortium's 'sRGB2014' (ICC v2, 3 kB, 'may be copied, distributed, embedded
// ... without restriction'), taken from the npm package `pdfkit`, which ships it for its own PDF/A
// output; pdfkit is used for nothing else. Its `exports` hide the data folder, so the file is found
// beside the package's entry point.

const require = createRequire(import.meta.url);
let profile: Buffer | undefined;
const srgbProfile = () =>
  (profile ??= readFileSync(join(dirname(require.resolve('pdfkit')), 'data', 'sRGB_IEC61966_2_1.icc')));

/** Adds the catalog's /OutputIntents: one GTS_PDFA1 intent with the sRGB profile (/N 3). */
export function addSrgbOutputIntent(doc: PDFDocument): void {
  const { context } = doc;
  const iccStream = context.flateStream(srgbProfile(), { N: 3 });
  const intent = context.obj({
    Type: 'OutputIntent',
    S: 'GTS_PDFA1',
    OutputConditionIdentifier: PDFString.of('sRGB IEC61966-2.1'),
    RegistryName: PDFString.of('http://www.color.org'),
    Info: PDFString.of('sRGB IEC61966-2.1'),
    DestOutputProfile: context.register(iccStream),
  });
  doc.catalog.set(PDFName.of('OutputIntents'), context.obj([context.register(intent)]));
}
