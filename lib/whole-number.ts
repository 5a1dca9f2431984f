import { z } from 'zod';

// A whole number in a range, refused with one German message whatever is wrong with it (no
// number, a fraction, too small, too large): the settings and filters say what they take.

/** A whole number from `least` to `most` (a JSON number). */
export const wholeNumber = (least: number, most: number, message: string) =>
  z.number({ error: message }).int(message).min(least, message).max(most, message);

/** As `wholeNumber`, read from text too (a query parameter, a form field sent as text). */
export const coercedWholeNumber = (least: number, most: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(least, message).max(most, message);
