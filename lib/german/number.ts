import { z } from 'zod';

// Numbers as a German user types them (web/README.md, "German numbers"), for the web's fields and
// for the API's contracts alike:
// - ',' is the decimal comma; at most one.
// - '.' before a comma, or a dot followed by exactly three digits each time ("1.234",
//   "1.234.567"), groups thousands; the first group has 1-3 digits and does not start with 0.
// - Otherwise a single '.' is a decimal point, as typed from an English keyboard or a
//   calculator ("99.90" -> 99,9; "2.5" -> 2,5; "0.500" -> 0,5).
// - Anything else ("1.5.3", "1,2,3", "12a", "1.2,5") is refused with a German message, never
//   guessed at. Spaces around the number are ignored, spaces inside it are not allowed.

const grouped = /^[1-9]\d{0,2}(\.\d{3})+$/;
const digits = /^\d+$/;

/**
 * The number a German user means by `text` (null when empty), or undefined when it cannot be
 * read without guessing. Returns the value and how many digits follow the decimal separator.
 */
export function readGermanNumber(text: string): { value: number | null; fractionDigits: number } | undefined {
  const t = text.trim();
  if (t === '') return { value: null, fractionDigits: 0 };
  const negative = t.startsWith('-');
  const body = negative ? t.slice(1) : t;
  let whole: string;
  let fraction: string;
  const commas = body.split(',').length - 1;
  if (commas > 1) return undefined;
  if (commas === 1) {
    [whole, fraction] = body.split(',') as [string, string];
    // Before the comma, dots can only group thousands.
    if (whole.includes('.')) {
      if (!grouped.test(whole)) return undefined;
      whole = whole.replaceAll('.', '');
    }
  } else if (body.includes('.')) {
    if (grouped.test(body)) {
      whole = body.replaceAll('.', '');
      fraction = '';
    } else {
      const parts = body.split('.');
      if (parts.length !== 2) return undefined;
      [whole, fraction] = parts as [string, string];
    }
  } else {
    whole = body;
    fraction = '';
  }
  if (whole === '' && fraction === '') return undefined;
  if ((whole !== '' && !digits.test(whole)) || (fraction !== '' && !digits.test(fraction))) return undefined;
  const value = Number(`${whole || '0'}.${fraction || '0'}`);
  if (!Number.isFinite(value)) return undefined;
  const significant = fraction.replace(/0+$/, '');
  return { value: negative ? -value : value, fractionDigits: significant.length };
}

/**
 * An amount in a contract: a JSON number, or text read the German way ('1.234,56', '99,90'), then
 * checked by `number` (its limits and German messages). Text that cannot be read without guessing
 * is refused with `invalid`; empty text is `missing`.
 */
export function germanAmount<T extends z.ZodType<unknown, number>>(
  number: T,
  messages: { invalid: string; missing: string },
) {
  return z.union([z.number(), z.string()], { error: messages.missing }).pipe(
    z
      .transform((input: number | string, ctx) => {
        if (typeof input === 'number') return input;
        const read = readGermanNumber(input);
        if (read?.value === null) ctx.addIssue({ code: 'custom', message: messages.missing });
        else if (!read) ctx.addIssue({ code: 'custom', message: messages.invalid });
        return read?.value ?? z.NEVER;
      })
      .pipe(number),
  );
}
