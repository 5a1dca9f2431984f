import { z } from 'zod';
import { formatDecimal, formatNumber } from '../../lib/german/format';
import { readGermanNumber } from '../../lib/german/number';

// Numbers as a German user types them: the reading is `readGermanNumber` (lib/german/number.ts,
// shared with the API's contracts); here the field rules, messages and form schemas.

interface GermanNumberMessages {
  /** The text cannot be read as a number. */
  invalid: string;
  /** The field is required and empty. */
  required: string;
  /** More digits after the comma than the field allows. */
  decimals: string;
  min: string;
  max: string;
}

interface GermanNumberRules {
  /** Empty is refused (else it reads as null). */
  required?: boolean;
  /** Digits allowed after the comma; 0 = whole numbers. Unset: any. */
  decimals?: number;
  /** Inclusive bounds. */
  min?: number;
  max?: number;
  messages?: Partial<GermanNumberMessages>;
}

type GermanNumberResult = { ok: true; value: number | null } | { ok: false; message: string };

const wordFor: Record<number, string> = {
  1: 'eine Nachkommastelle',
  2: 'zwei Nachkommastellen',
  3: 'drei Nachkommastellen',
};

/** The German refusals; the example follows the field (whole numbers or with a comma). */
function germanNumberMessages(rules: Pick<GermanNumberRules, 'decimals' | 'min' | 'max'> = {}): GermanNumberMessages {
  const whole = rules.decimals === 0;
  const invalid = whole
    ? 'Bitte geben Sie eine ganze Zahl ein, z. B. 12.'
    : 'Bitte geben Sie eine Zahl ein, z. B. 99,90.';
  return {
    invalid,
    required: invalid,
    decimals: whole
      ? 'Bitte geben Sie eine ganze Zahl ein.'
      : `Höchstens ${wordFor[rules.decimals ?? 2] ?? `${rules.decimals} Nachkommastellen`}.`,
    min: `Bitte geben Sie mindestens ${formatGermanNumber(rules.min ?? 0)} ein.`,
    max: `Bitte geben Sie höchstens ${formatGermanNumber(rules.max ?? 0)} ein.`,
  };
}

/** Reads `text` and checks the field's limits; the value or the German reason why not. */
export function parseGermanNumber(text: string, rules: GermanNumberRules = {}): GermanNumberResult {
  const messages = { ...germanNumberMessages(rules), ...rules.messages };
  const read = readGermanNumber(text);
  if (!read) return { ok: false, message: messages.invalid };
  if (read.value === null)
    return rules.required ? { ok: false, message: messages.required } : { ok: true, value: null };
  if (rules.decimals !== undefined && read.fractionDigits > rules.decimals)
    return { ok: false, message: messages.decimals };
  if (rules.min !== undefined && read.value < rules.min) return { ok: false, message: messages.min };
  if (rules.max !== undefined && read.value > rules.max) return { ok: false, message: messages.max };
  return { ok: true, value: read.value };
}

/**
 * German display: '1.234,56'. `decimals` fixes the digits after the comma (money: 2), else up
 * to `maxDecimals` (default 2) are shown as needed.
 */
export function formatGermanNumber(value: number, options: { decimals?: number; maxDecimals?: number } = {}): string {
  const { decimals, maxDecimals = 2 } = options;
  return decimals === undefined ? formatNumber(value, { max: maxDecimals }) : formatDecimal(value, decimals);
}

/**
 * A zod schema (so also a Standard Schema for TanStack Form) from the typed text to the number,
 * or null when empty. With `contract`, the number is then checked by the contract's own schema
 * (its limits and German messages, e.g. 'Der Preis muss größer als 0 sein.').
 */
export function germanNumber(rules?: GermanNumberRules): z.ZodPipe<z.ZodString, z.ZodTransform<number | null, string>>;
export function germanNumber<T extends z.ZodType>(
  rules: GermanNumberRules,
  contract: T,
): z.ZodPipe<z.ZodString, z.ZodTransform<z.output<T>, string>>;
export function germanNumber(rules: GermanNumberRules = {}, contract?: z.ZodType) {
  return z.string().transform((text, ctx) => {
    const result = parseGermanNumber(text, rules);
    if (!result.ok) {
      ctx.addIssue({ code: 'custom', message: result.message });
      return z.NEVER;
    }
    if (!contract) return result.value;
    const checked = contract.safeParse(result.value);
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  });
}

/**
 * A TanStack field validator for a German number field: the schema's first message, nothing
 * while the field is empty (a required number is asked for on submit, not when tabbing past).
 */
export function germanNumberCheck(schema: z.ZodType<unknown, string>) {
  return ({ value }: { value: string }): string | undefined =>
    value.trim() === '' ? undefined : schema.safeParse(value).error?.issues[0]?.message;
}
