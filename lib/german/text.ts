import { z } from 'zod';
import { bidiControls, lineBreaks } from '../plain-name';

// Free text in the forms: trimmed, at most `max` characters, refused with a German message.

export const textMessages = {
  lineBreak: 'Bitte ohne Zeilenumbruch eingeben: Dieses Feld hat nur eine Zeile.',
  bidiControl:
    'Bitte ohne unsichtbare Steuerzeichen für die Schreibrichtung eingeben: Sie lassen einen Text anders erscheinen, als er ist.',
} as const;

/**
 * The German message for a text longer than `max` characters, counted in UTF-16 units as zod's `max`
 * counts them, or undefined. Fields check their limit with it instead of the browser's maxLength,
 * which cuts a pasted text at the limit without a word (web/README.md, 'Text limits').
 */
export function lengthProblem(value: string | undefined, max: number | undefined): string | undefined {
  if (max === undefined || value === undefined || value.length <= max) return undefined;
  return `Höchstens ${max.toLocaleString('de-DE')} Zeichen; Ihr Text hat ${value.length.toLocaleString('de-DE')}.`;
}

/**
 * Whether a text shows anything: not only spaces and invisible format characters (zero-width space,
 * joiners, soft hyphen, BOM; Unicode Cf), which `trim` leaves and `min(1)` counts.
 */
export const isVisible = (value: string): boolean => /[^\s\p{Cf}]/u.test(value);

const text = (max: number, tooLong = `Höchstens ${max} Zeichen.`) => z.string().trim().max(max, tooLong);

/** Required free text: trimmed, not empty (refused with `missing`), at most `max` characters. */
export const requiredText = (max: number, missing: string, tooLong = `Höchstens ${max} Zeichen.`) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

/** Optional free text: missing or empty reads as null. */
export const optionalText = (max: number, tooLong?: string) =>
  text(max, tooLong)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * A name or another single-line field (company, street, city, a title): line breaks are refused (they
 * overlapped the invoice's address lines and entered its XML), and so are bidi controls (a name
 * with a right-to-left override shows 'Anna \u202Egpj.exe' as 'Anna exe.jpg').
 */
export const oneLineOnly = (schema: z.ZodString) =>
  schema
    .refine((v) => !lineBreaks.test(v), textMessages.lineBreak)
    .refine((v) => !bidiControls.test(v), textMessages.bidiControl);

/** A single line of free text: trimmed, at most `max` characters. */
export const line = (max: number, tooLong?: string) => oneLineOnly(text(max, tooLong));

/** A required single line: trimmed, not empty (refused with `missing`), at most `max` characters. */
export const requiredLine = (max: number, missing: string, tooLong?: string) =>
  oneLineOnly(requiredText(max, missing, tooLong));

/** An optional single line: missing or empty reads as null. */
export const optionalLine = (max: number, tooLong?: string) =>
  line(max, tooLong)
    .nullish()
    .transform((v) => (v ? v : null));
