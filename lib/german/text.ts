import { z } from 'zod';

// Free text in the forms: trimmed, at most `max` characters, refused with a German message.

/**
 * Whether a text shows anything: not only spaces and invisible format characters (zero-width space,
 * joiners, soft hyphen, BOM; Unicode Cf), which `trim` leaves and `min(1)` counts.
 */
export const isVisible = (value: string): boolean => /[^\s\p{Cf}]/u.test(value);

export const text = (max: number, tooLong = `Höchstens ${max} Zeichen.`) => z.string().trim().max(max, tooLong);

/** Required free text: trimmed, not empty (refused with `missing`), at most `max` characters. */
export const requiredText = (max: number, missing: string, tooLong = `Höchstens ${max} Zeichen.`) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

/** Optional free text: missing or empty reads as null. */
export const optionalText = (max: number, tooLong?: string) =>
  text(max, tooLong)
    .nullish()
    .transform((v) => (v ? v : null));
