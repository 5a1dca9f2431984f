import fs from 'node:fs';
import { build } from 'esbuild';

// `npm run build`, after the web: the server as ES modules in dist/server/ (its lazily loaded parts,
// the invoice PDF and the questionnaire's Word export, in chunks of their own), which `npm start`
// runs with plain Node. Under tsx every module was compiled at start and kept with its source map:
// about 75 MB more memory and a slower start (bench/RESULTS.md). Packages stay in node_modules.
const outdir = 'dist/server';
fs.rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: { main: 'server/main.ts' },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  // Beside the code, for NODE_OPTIONS=--enable-source-maps when a stack trace should name the sources.
  sourcemap: 'linked',
  logLevel: 'warning',
});
// Read beside the code at run time (modules/identity/common-passwords.ts, modules/invoicing/documents/icc.ts).
fs.copyFileSync('modules/identity/common-passwords.txt', `${outdir}/common-passwords.txt`);
fs.copyFileSync('modules/invoicing/documents/sRGB2014.icc', `${outdir}/sRGB2014.icc`);
