// A route's search as the URL keeps it, read field by field: a value a field does not take is
// left out, never an error (a hand-edited or old link still opens the page), and so is every
// part of the search no field names. The router runs these readers on every page, so they are
// plain functions rather than zod (whose core is ~12 kB as sent; web/README.md "Bytes");
// url-fields.unit.test.ts holds each to the zod/mini schema it replaced, verdict for verdict.

/** One field's reader: its value, or undefined where the URL's value is not one it takes. */
type UrlField<T> = (value: unknown) => T | undefined;

interface TextRule {
  max: number;
  /** At least this many characters (after trimming); default 0. */
  min?: number;
  /** Surrounding spaces dropped before the length is checked. */
  trim?: boolean;
  /** The whole text must match. */
  pattern?: RegExp;
}

/** A text, within its length (and pattern). */
export const text =
  ({ max, min = 0, trim = false, pattern }: TextRule): UrlField<string> =>
  (value) => {
    if (typeof value !== 'string') return undefined;
    const t = trim ? value.trim() : value;
    return t.length >= min && t.length <= max && (!pattern || pattern.test(t)) ? t : undefined;
  };

/** One of the listed words. */
export const oneOf =
  <T extends string>(values: readonly T[]): UrlField<T> =>
  (value) =>
    (values as readonly unknown[]).includes(value) ? (value as T) : undefined;

/**
 * A whole number from `min` to `max`. The router hands over `?offset=50` as 50, a quoted one as
 * '50': both are read as numbers the way `Number` reads them (zod's `coerce`).
 */
export const wholeNumber =
  (min: number, max = Number.MAX_SAFE_INTEGER): UrlField<number> =>
  (value) => {
    if (value === undefined) return undefined;
    const n = Number(value);
    return Number.isSafeInteger(n) && n >= min && n <= max ? n : undefined;
  };

/** The page's first row (0 = the first page). */
export const offset = wholeNumber(0);

// An id: the same pattern as zod's `uuid()` (RFC 9562 versions 1-8, the nil and the max id).
const uuidPattern =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

/** An id in the URL (a link from a mail or another page). */
export const uuid = text({ max: 36, pattern: uuidPattern });

type Read<F> = { [K in keyof F]?: F[K] extends UrlField<infer T> ? T : never };

/** A route's search: each named field read by its reader, nothing else kept. `parse` never fails. */
export function urlFields<F extends Record<string, UrlField<unknown>>>(fields: F): { parse(search: unknown): Read<F> } {
  return {
    parse(search) {
      const out: Record<string, unknown> = {};
      if (typeof search !== 'object' || search === null) return out as Read<F>;
      for (const [key, read] of Object.entries(fields)) {
        const value = read((search as Record<string, unknown>)[key]);
        if (value !== undefined) out[key] = value;
      }
      return out as Read<F>;
    },
  };
}
