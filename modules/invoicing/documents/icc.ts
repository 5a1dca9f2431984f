import { readFileSync } from 'node:fs';
import { PDFName, PDFString, type PDFDocument } from 'pdf-lib';

// The sRGB output intent PDF/A asks for when a page paints in device colours (our text, rules and
// the GiroCode are DeviceRGB/DeviceGray): it says those colours mean sRGB. The profile is the
// International Color Consortium's 'sRGB2014' (ICC v2, 3 kB, 'may be copied, distributed, embedded
// ... without restriction': sRGB2014.icc.LICENSE.md), kept beside this file and read once; the built
// server finds it beside its bundle (server/cli/build-server.ts copies it there).

let profile: Buffer | undefined;
const srgbProfile = () => (profile ??= readFileSync(new URL('./sRGB2014.icc', import.meta.url)));

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
