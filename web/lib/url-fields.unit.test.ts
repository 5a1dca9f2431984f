import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { offset, oneOf, text, urlFields, uuid, wholeNumber } from './url-fields';

// The readers replaced zod/mini schemas (web/README.md "Bytes"); each is held here to the schema it
// replaced, on the values a URL can carry (the router hands over numbers, booleans, null and lists
// as parsed JSON, the rest as text).

const zodOf = {
  text: z.catch(z.optional(z.string().check(z.trim(), z.maxLength(200))), undefined),
  plainText: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined),
  packageName: z.catch(z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))), undefined),
  month: z.catch(z.optional(z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/))), undefined),
  status: z.catch(z.optional(z.enum(['open', 'paid'])), undefined),
  offset: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(0))), undefined),
  year: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(2000), z.maximum(2100))), undefined),
  id: z.catch(z.optional(z.uuid()), undefined),
};
const ours = {
  text: text({ max: 200, trim: true }),
  plainText: text({ max: 200 }),
  packageName: text({ min: 1, max: 200, trim: true }),
  month: text({ max: 7, pattern: /^\d{4}-(0[1-9]|1[0-2])$/ }),
  status: oneOf(['open', 'paid']),
  offset,
  year: wholeNumber(2000, 2100),
  id: uuid,
};

const values: unknown[] = [
  undefined,
  null,
  '',
  ' ',
  '  Müller  ',
  'x'.repeat(200),
  ` ${'x'.repeat(200)} `,
  'x'.repeat(201),
  'open',
  'Open',
  'paid ',
  '2026-11',
  '2026-13',
  '2026-1',
  ' 2026-11',
  0,
  -0,
  50,
  '50',
  ' 50 ',
  '5e1',
  '0x10',
  -3,
  '-3',
  1.5,
  '1.5',
  2025,
  '2025',
  1999,
  2101,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 1,
  Infinity,
  NaN,
  true,
  false,
  [],
  ['50'],
  {},
  { a: 1 },
  '3b241101-e2bb-4255-8caf-4136c566a962',
  '3B241101-E2BB-4255-8CAF-4136C566A962',
  '3b241101-e2bb-9255-8caf-4136c566a962',
  '3b241101-e2bb-4255-7caf-4136c566a962',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '3b241101e2bb42558caf4136c566a962',
];

describe("a URL's fields, read as the zod/mini schemas they replaced read them", () => {
  for (const name of Object.keys(ours) as (keyof typeof ours)[])
    it(name, () => {
      for (const value of values) expect([value, ours[name](value)]).toEqual([value, zodOf[name].parse(value)]);
    });

  it('keeps the fields it names, with a value, and nothing else', () => {
    const search = urlFields({ q: ours.text, offset });
    expect(search.parse({ q: ' Berg ', offset: '50', sort: 'name' })).toEqual({ q: 'Berg', offset: 50 });
    expect(search.parse({ q: 5, offset: -1 })).toStrictEqual({});
    expect(search.parse(null)).toStrictEqual({});
  });
});
