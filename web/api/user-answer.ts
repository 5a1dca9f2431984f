import type { SecondStep, User } from '../../modules/identity/contract';
import { roles } from '../../modules/identity/contract/roles';

// The signed-in user as the web reads it from /api/auth/me and the sign-in calls. The contract's
// `userSchema` is the rule; this is the same shape checked by hand, because the session check runs
// on every page (the entry) and even zod/mini's core is ~12 kB as sent (web/README.md "Bytes").
// user-answer.unit.test.ts holds the two to the same fields and the same verdicts.

type Check = ((value: unknown) => boolean) & { parse?: (value: unknown) => unknown };

const isString: Check = (v) => typeof v === 'string';
const isBoolean: Check = (v) => typeof v === 'boolean';
// Keeps a nested shape's parse (below), so null or that shape is stripped as zod strips it.
const nullOr = (check: Check): Check => Object.assign((v: unknown) => v === null || check(v), { parse: check.parse });
const oneOf =
  (values: readonly string[]): Check =>
  (v) =>
    values.includes(v as string);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** An object with these fields, each passing its check; only they are kept (as zod's `object` strips). */
function shape<T>(fields: Record<string, Check>) {
  const check: Check = (v) => isRecord(v) && Object.entries(fields).every(([key, ok]) => ok(v[key]));
  const parse = (value: unknown): T => {
    if (!isRecord(value) || !check(value)) throw new Error('Die Antwort des Servers ist unvollständig.');
    const read = (key: string, v: unknown) => (v !== null && fields[key]!.parse ? fields[key]!.parse(v) : v);
    return Object.fromEntries(Object.keys(fields).map((key) => [key, read(key, value[key])])) as T;
  };
  // A nested shape's check carries its parse, so the outer parse strips the inner object too.
  return { fields, check: Object.assign(check, { parse }), parse };
}

const shortText: Check = (v) => isString(v) && (v as string).length <= 40;
const legalVersions = shape<NonNullable<User['termsAccepted']>>({ terms: shortText, privacy: shortText });

export const userAnswer = shape<User>({
  id: isString,
  username: isString,
  email: isString,
  name: isString,
  company: nullOr(isString),
  phone: nullOr(isString),
  position: nullOr(isString),
  role: oneOf(roles),
  createdAt: isString,
  isAdmin: isBoolean,
  isPartner: isBoolean,
  termsAccepted: nullOr(legalVersions.check),
  timeZone: isString,
});

/** The password step's answer when a second step follows (the contract's `secondStepSchema`). */
export const secondStepAnswer = shape<SecondStep>({ mfa: oneOf(['verify', 'enrol']), challenge: isString });
