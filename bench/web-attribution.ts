import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { build, manifestOf, pageChunks } from './web-size';

// Which sources a page's JS is made of, as sent (brotli): `npx tsx bench/web-attribution.ts
// [--page=/admin] [--top=30] [--match=text]`. Builds with source maps into a temp folder, takes the
// chunks the bench counts for the page (web-size.ts's `pageChunks`) and shares each chunk's
// compressed size among its sources by the minified bytes the source map gives them (bytes it maps
// to no source stay '(glue)': import lists, chunk wrappers). An estimate for finding the next piece,
// not the bench's figure (the map's comment line adds a few bytes a chunk).

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const pageName = arg('page') ?? '/admin';
const top = Number(arg('top') ?? 30);
const match = arg('match');

const VLQ = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Per generated line, its segments' [column, source index] (source maps v3, base64 VLQ). */
function decodeMappings(mappings: string): [number, number][][] {
  let source = 0;
  return mappings.split(';').map((line) => {
    let column = 0;
    const segments: [number, number][] = [];
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const values: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = VLQ.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >> 1) : value >> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0]!;
      if (values.length >= 4) source += values[1]!;
      segments.push([column, values.length >= 4 ? source : -1]);
    }
    return segments;
  });
}

/** Minified bytes per source of one chunk (`file`), sources named from the repository or by their package path. */
function bytesPerSource(file: string, code: string, map: { sources: string[]; mappings: string }): Map<string, number> {
  const lines = code.split('\n');
  const names = map.sources.map((source) => {
    const abs = path.resolve(path.dirname(file), source);
    return abs.includes('node_modules/')
      ? abs.slice(abs.lastIndexOf('node_modules/') + 13)
      : path.relative(process.cwd(), abs);
  });
  const bytes = new Map<string, number>();
  const decoded = decodeMappings(map.mappings);
  // Every line of the code, also those the map has no entry for (the map's own comment).
  lines.forEach((line, i) => {
    const segments = decoded[i] ?? [];
    const length = line.length;
    // Bytes before a line's first segment are glue too.
    if ((segments[0]?.[0] ?? length) > 0)
      bytes.set('(glue)', (bytes.get('(glue)') ?? 0) + (segments[0]?.[0] ?? length));
    segments.forEach(([column, source], j) => {
      const name = source < 0 ? '(glue)' : names[source]!;
      bytes.set(name, (bytes.get(name) ?? 0) + (segments[j + 1]?.[0] ?? length) - column);
    });
  });
  // Every byte of every line counted once, or the decoding is wrong.
  const counted = [...bytes.values()].reduce((s, n) => s + n, 0);
  if (counted !== code.length - (lines.length - 1))
    throw new Error(`Quellkarte von ${file}: ${counted} von ${code.length} Bytes`);
  return bytes;
}

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-attribution-'));
try {
  await build(outDir, ['--sourcemap']);
  const manifest = manifestOf(outDir);
  const page = pageChunks(manifest).find((p) => p.name === pageName);
  if (!page) throw new Error(`Keine Seite ${pageName} (bench/web-size.ts, pages)`);
  const perSource = new Map<string, number>();
  const rows: { file: string; kb: number; inEntry: boolean; sources: [string, number][] }[] = [];
  for (const key of page.all) {
    const file = path.join(outDir, manifest[key]!.file);
    if (!file.endsWith('.js')) continue;
    const code = fs.readFileSync(file, 'utf8');
    const kb = zlib.brotliCompressSync(code).length / 1024;
    const raw = fs.existsSync(`${file}.map`)
      ? bytesPerSource(
          file,
          code,
          JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')) as { sources: string[]; mappings: string },
        )
      : new Map([['(glue)', code.length]]);
    const total = [...raw.values()].reduce((s, n) => s + n, 0) || 1;
    const sources = [...raw].map(([s, n]): [string, number] => [s, (kb * n) / total]).sort((a, b) => b[1] - a[1]);
    for (const [s, k] of sources) perSource.set(s, (perSource.get(s) ?? 0) + k);
    rows.push({ file: manifest[key]!.file, kb, inEntry: page.base.has(key), sources });
  }
  const kb = (n: number) => n.toFixed(2).padStart(7);
  const sum = (r: typeof rows) => r.reduce((s, x) => s + x.kb, 0);
  console.log(
    `${pageName}: ${sum(rows).toFixed(1)} kB in ${rows.length} chunks (entry and its imports ${sum(rows.filter((r) => r.inEntry)).toFixed(1)} kB)`,
  );
  const packages = new Map<string, number>();
  for (const [s, k] of perSource) {
    const parts = s.split('/');
    // The repository's folders two deep (web/components), packages by name (@scope/name).
    const name = /^(web|lib|modules)\//.test(s)
      ? parts.slice(0, 2).join('/')
      : parts.slice(0, s.startsWith('@') ? 2 : 1).join('/');
    packages.set(name, (packages.get(name) ?? 0) + k);
  }
  console.log('\nby package or folder:');
  for (const [name, k] of [...packages].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(kb(k), name);
  console.log('\nchunks beyond the entry (largest sources):');
  for (const r of rows.filter((x) => !x.inEntry).sort((a, b) => b.kb - a.kb)) {
    console.log(kb(r.kb), r.file);
    for (const [s, k] of r.sources.slice(0, 4)) console.log('        ', kb(k), s);
  }
  if (match) {
    console.log(`\nsources matching '${match}':`);
    for (const [s, k] of [...perSource].filter(([s]) => s.includes(match)).sort((a, b) => b[1] - a[1]))
      console.log(kb(k), s);
  }
} finally {
  fs.rmSync(outDir, { recursive: true, force: true });
}
