/**
 * Prometheus' text exposition format 0.0.4, read as its specification states it ("Exposition
 * formats", text-based format), for the tests: what a scraper would refuse or misread, this throws
 * on, naming the line. Written to the specification rather than taken as a dependency, since its
 * rules are few: HELP and TYPE once per family and before its samples, a family's lines
 * together, label values quoted with the escapes \\ \" \n, a value a float, NaN or ±Inf, an
 * optional integer timestamp, no series twice, and a histogram's buckets cumulative up to `+Inf`,
 * which equals its `_count`.
 */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

interface Exposition {
  types: Map<string, string>;
  help: Map<string, string>;
  samples: Sample[];
}

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);

/** The family a sample belongs to: a histogram's or summary's `_bucket`, `_sum`, `_count` lines are its own. */
function familyOf(name: string, types: Map<string, string>): string {
  for (const suffix of ['_bucket', '_sum', '_count']) {
    const base = name.slice(0, -suffix.length);
    if (name.endsWith(suffix) && ['histogram', 'summary'].includes(types.get(base) ?? '')) return base;
  }
  return name;
}

/** A value as Go's ParseFloat reads it (the format says so): ±Inf, Infinity and NaN in any case (prom-client writes 'Nan'). */
function parseValue(raw: string, line: string): number {
  const special = /^([+-]?)(inf|infinity|nan)$/i.exec(raw);
  if (special) return special[2]!.toLowerCase() === 'nan' ? NaN : special[1] === '-' ? -Infinity : Infinity;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(raw)) throw new Error(`not a value: ${line}`);
  return Number(raw);
}

/** `{a="x",b="y\"z"}` after the name: the labels and the rest of the line. */
function parseLabels(text: string, line: string): { labels: Record<string, string>; rest: string } {
  const labels: Record<string, string> = {};
  let i = 1;
  const fail = (why: string) => new Error(`${why}: ${line}`);
  while (text[i] !== '}') {
    const eq = text.indexOf('=', i);
    if (eq < 0) throw fail('label without =');
    const name = text.slice(i, eq).trim();
    if (!LABEL.test(name) || name.startsWith('__')) throw fail(`bad label name '${name}'`);
    if (name in labels) throw fail(`label '${name}' twice`);
    if (text[eq + 1] !== '"') throw fail('label value not quoted');
    let value = '';
    let j = eq + 2;
    for (; j < text.length && text[j] !== '"'; j++) {
      if (text[j] !== '\\') {
        value += text[j];
        continue;
      }
      const next = text[++j];
      if (next === 'n') value += '\n';
      else if (next === '\\' || next === '"') value += next;
      else throw fail(`bad escape \\${next}`);
    }
    if (j >= text.length) throw fail('label value not closed');
    labels[name] = value;
    i = j + 1;
    if (text[i] === ',') i++;
    else if (text[i] !== '}') throw fail('labels not separated by a comma');
  }
  return { labels, rest: text.slice(i + 1) };
}

/** Reads a scrape's body, throwing on any line the format does not allow. */
export function parseExposition(body: string): Exposition {
  const out: Exposition = { types: new Map(), help: new Map(), samples: [] };
  const done = new Set<string>();
  const series = new Set<string>();
  let current: string | null = null;
  const enter = (family: string, line: string) => {
    if (family === current) return;
    if (done.has(family)) throw new Error(`family ${family} not in one group: ${line}`);
    if (current) done.add(current);
    current = family;
  };
  for (const line of body.split('\n')) {
    if (line.trim() === '') continue;
    const meta = /^#\s+(HELP|TYPE)\s+(\S+)(?:\s(.*))?$/.exec(line);
    if (meta) {
      const [, kind, name, rest = ''] = meta as unknown as [string, 'HELP' | 'TYPE', string, string?];
      if (!NAME.test(name)) throw new Error(`bad metric name: ${line}`);
      enter(name, line);
      const map = kind === 'HELP' ? out.help : out.types;
      if (map.has(name)) throw new Error(`${kind} of ${name} twice`);
      if (kind === 'TYPE' && !TYPES.has(rest)) throw new Error(`unknown type: ${line}`);
      if (kind === 'TYPE' && out.samples.some((s) => familyOf(s.name, out.types) === name))
        throw new Error(`TYPE after samples: ${line}`);
      if (kind === 'HELP' && rest.replace(/\\[\\n]/g, '').includes('\\'))
        throw new Error(`bad escape in HELP: ${line}`);
      map.set(name, kind === 'HELP' ? rest.replace(/\\(\\|n)/g, (_, c: string) => (c === 'n' ? '\n' : c)) : rest);
      continue;
    }
    if (line.startsWith('#')) continue;
    const name = /^[a-zA-Z_:][a-zA-Z0-9_:]*/.exec(line)?.[0];
    if (!name) throw new Error(`not a sample: ${line}`);
    let rest = line.slice(name.length);
    let labels: Record<string, string> = {};
    if (rest.startsWith('{')) ({ labels, rest } = parseLabels(rest, line));
    const parts = rest.trim().split(/\s+/);
    if (!/^\s/.test(rest) || parts.length < 1 || parts.length > 2) throw new Error(`not a sample: ${line}`);
    if (parts[1] !== undefined && !/^-?\d+$/.test(parts[1])) throw new Error(`bad timestamp: ${line}`);
    enter(familyOf(name, out.types), line);
    const key = `${name}${JSON.stringify(Object.entries(labels).sort())}`;
    if (series.has(key)) throw new Error(`series twice: ${line}`);
    series.add(key);
    out.samples.push({ name, labels, value: parseValue(parts[0]!, line) });
  }
  checkHistograms(out);
  return out;
}

/** Per histogram series: `le` ascending, counts not falling, `+Inf` there and equal to `_count`, a `_sum`. */
function checkHistograms({ types, samples }: Exposition): void {
  for (const [family, type] of types) {
    if (type !== 'histogram') continue;
    const groups = new Map<string, Sample[]>();
    const keyOf = (s: Sample) =>
      JSON.stringify(
        Object.entries(s.labels)
          .filter(([k]) => k !== 'le')
          .sort(),
      );
    for (const s of samples.filter((x) => x.name === `${family}_bucket`)) {
      if (s.labels.le === undefined) throw new Error(`${family}_bucket without le`);
      groups.set(keyOf(s), [...(groups.get(keyOf(s)) ?? []), s]);
    }
    for (const [key, buckets] of groups) {
      const bounds = buckets.map((b) => parseValue(b.labels.le!, `${family} le=${b.labels.le}`));
      if (bounds.some((b, i) => i > 0 && b <= bounds[i - 1]!)) throw new Error(`${family} ${key}: le not ascending`);
      if (buckets.some((b, i) => i > 0 && b.value < buckets[i - 1]!.value))
        throw new Error(`${family} ${key}: bucket counts fall`);
      if (bounds.at(-1) !== Infinity) throw new Error(`${family} ${key}: no +Inf bucket`);
      const count = samples.find((s) => s.name === `${family}_count` && keyOf(s) === key);
      const sum = samples.find((s) => s.name === `${family}_sum` && keyOf(s) === key);
      if (!count || !sum) throw new Error(`${family} ${key}: _count or _sum missing`);
      if (count.value !== buckets.at(-1)!.value) throw new Error(`${family} ${key}: +Inf bucket is not _count`);
    }
  }
}
