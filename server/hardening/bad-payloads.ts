import { isUuid } from '../db/reads';

// Broken variants of a route's valid sample body, query and path. Each says whether the route
// must refuse it ('refuse': 4xx, nothing written) or whether it may be valid for some routes
// ('either': free text may hold emoji or SQL-looking words; an optional field may be missing). For
// 'either' only "no 5xx, and a German message if refused" is asserted.

export type Verdict = 'refuse' | 'either';

interface BodyVariant {
  label: string;
  verdict: Verdict;
  /** The raw request body (already JSON text, or text that is not JSON at all). */
  payload: string;
  contentType?: string;
}

interface QueryVariant {
  label: string;
  verdict: Verdict;
  query: Record<string, string | string[]>;
}

const huge = 'x'.repeat(100 * 1024);
const sqlFragment = "'; DROP TABLE events;--";
const htmlFragment = '<img src=x onerror="window.__xss=1"><script>alert(1)</script>';
const unicodeText = 'Zoë 😀 \u202Eالعربية\u202C שלום 𝔘𝔫𝔦𝔠𝔬𝔡𝔢';
const unknownUuid = '00000000-0000-4000-8000-000000000000';

/** 200 levels of `{ a: { a: … } }`. */
function deep(levels = 200): unknown {
  let v: unknown = 'tief';
  for (let i = 0; i < levels; i++) v = { a: v };
  return v;
}

type Kind = 'uuid' | 'string' | 'number' | 'boolean' | 'array' | 'object';
function kindOf(v: unknown): Kind {
  if (typeof v === 'string') return isUuid(v) ? 'uuid' : 'string';
  if (typeof v === 'number') return 'number';
  if (typeof v === 'boolean') return 'boolean';
  return Array.isArray(v) ? 'array' : 'object';
}

/** What may replace a field of `kind`, and whether the route must refuse it. */
function fieldValues(kind: Kind): [string, unknown, Verdict][] {
  const scalar = kind !== 'array' && kind !== 'object';
  const out: [string, unknown, Verdict][] = [
    ['fehlt', undefined, 'either'],
    ['null', null, 'either'],
    ['tief verschachtelt', deep(), kind === 'object' ? 'either' : 'refuse'],
    ['100 kB Text', huge, 'refuse'],
    ['Liste statt Wert', scalar ? [1, 2] : [deep(3)], scalar ? 'refuse' : 'either'],
  ];
  if (kind === 'uuid') {
    out.push(
      ['keine UUID', 'kein-uuid', 'refuse'],
      ['fast eine UUID', 'a'.repeat(36), 'refuse'],
      ['unbekannte UUID', unknownUuid, 'refuse'],
      ['SQL', sqlFragment, 'refuse'],
      ['HTML', htmlFragment, 'refuse'],
    );
  }
  if (kind === 'string')
    out.push(
      ['SQL', sqlFragment, 'either'],
      ['HTML', htmlFragment, 'either'],
      ['Unicode', unicodeText, 'either'],
      ['Zahl', 12345, 'either'],
      ['NUL-Zeichen', 'An\u0000ton', 'refuse'],
      ['Steuerzeichen', 'An\u001bton', 'refuse'],
    );
  // Numbers are coerced (a form sends "5"): true becomes 1, so only text and negatives are surely wrong.
  if (kind === 'number')
    out.push(
      ['negativ', -1, 'refuse'],
      ['Bruch', 0.5, 'either'],
      ['Text', 'zwölf', 'refuse'],
      ['true', true, 'either'],
      ['riesig', 1e308, 'refuse'],
    );
  if (kind === 'boolean') out.push(['Text', 'ja', 'refuse'], ['Zahl', 1, 'refuse']);
  return out;
}

const json = (label: string, value: unknown, verdict: Verdict): BodyVariant => ({
  label,
  verdict,
  payload: JSON.stringify(value) ?? 'null',
});

export function bodyVariants(sample: Record<string, unknown>): BodyVariant[] {
  const out: BodyVariant[] = [
    json('Liste statt Objekt', [sample], 'refuse'),
    json('Text statt Objekt', 'hallo', 'refuse'),
    json('Zahl statt Objekt', 42, 'refuse'),
    json('null', null, 'either'),
    json('leeres Objekt', {}, 'either'),
    json('nur unbekannte Felder', { fremd: sqlFragment, __proto__x: { admin: true } }, 'either'),
    json('tief verschachtelt', deep(), 'either'),
    { label: 'kaputtes JSON', verdict: 'refuse', payload: '{"name": "Anton", ' },
    { label: 'kein JSON', verdict: 'refuse', payload: 'name=Anton', contentType: 'text/plain' },
  ];
  for (const [field, value] of Object.entries(sample)) {
    for (const [label, replacement, verdict] of fieldValues(kindOf(value))) {
      out.push(json(`${field}: ${label}`, { ...sample, [field]: replacement }, verdict));
    }
    // One level down: the fields of a nested object, or of the first item of a list of objects
    // (a package's partner hours, a questionnaire's answers).
    const inner = Array.isArray(value) ? value[0] : value;
    if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) continue;
    for (const [sub, subValue] of Object.entries(inner as Record<string, unknown>)) {
      for (const [label, replacement, verdict] of fieldValues(kindOf(subValue))) {
        if (label === 'fehlt' || label === 'null') continue;
        const changed = { ...(inner as Record<string, unknown>), [sub]: replacement };
        const path = Array.isArray(value) ? `${field}[0].${sub}` : `${field}.${sub}`;
        out.push(
          json(
            `${path}: ${label}`,
            { ...sample, [field]: Array.isArray(value) ? [changed, ...value.slice(1)] : changed },
            verdict,
          ),
        );
      }
    }
  }
  return out;
}

export function queryVariants(sample: Record<string, string>): QueryVariant[] {
  const out: QueryVariant[] = [];
  for (const [param, value] of Object.entries(sample)) {
    const kind = kindOf(value);
    // A filter may answer an empty list for an id that names nothing; only no 5xx is asserted.
    const strict: Verdict = 'either';
    const set = (label: string, v: string | string[], verdict: Verdict) =>
      out.push({ label: `${param}: ${label}`, verdict, query: { ...sample, [param]: v } });
    set('100 kB Text', huge, 'either');
    if (kind === 'uuid') set('fast eine UUID', 'a'.repeat(36), 'either');
    set('doppelt', [value, value], 'either');
    set('SQL', sqlFragment, strict);
    set('HTML', htmlFragment, strict);
    set('Unicode', unicodeText, strict);
    set('negativ', '-1', strict);
    set('Bruch', '0.5', strict);
    set('leer', '', 'either');
    set('NUL-Zeichen', 'a\u0000b', 'refuse');
    if (kind === 'uuid') set('unbekannte UUID', unknownUuid, 'either');
  }
  return out;
}

/** Replacements for a path parameter that points at A's data: every one must be refused (4xx). */
export const pathValues: [string, string][] = [
  ['keine UUID', 'kein-uuid'],
  ['fast eine UUID', 'a'.repeat(36)],
  ['unbekannte UUID', unknownUuid],
  ['SQL', encodeURIComponent(sqlFragment)],
  ['HTML', encodeURIComponent('<script>alert(1)</script>')],
  ['Unicode', encodeURIComponent('😀\u202Eשלום')],
  ['negativ', '-1'],
  ['Bruch', '0.5'],
  ['lang', 'x'.repeat(190)],
  ['NUL-Zeichen', '%00'],
];
