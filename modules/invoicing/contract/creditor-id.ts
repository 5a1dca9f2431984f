import { line } from '../../../lib/german/text';

// The firm's SEPA creditor identifier (Gläubiger-Identifikationsnummer), needed to collect by direct
// debit (modules/sepa). Structure (EPC262-08, Deutsche Bundesbank): country code, two check digits,
// a three-character business code (Geschäftsbereichskennung, 'ZZZ' unless the firm uses its own) and
// the national identifier; in Germany 11 digits, 18 characters in all ('DE98ZZZ09999999999').

export const creditorIdMessages = {
  country: 'Die Gläubiger-ID beginnt mit dem Ländercode (zwei Buchstaben, z. B. DE98ZZZ09999999999).',
  german:
    'Eine deutsche Gläubiger-ID hat 18 Zeichen: DE, zwei Prüfziffern, drei Zeichen Geschäftsbereich und 11 Ziffern (z. B. DE98ZZZ09999999999).',
  shape:
    'Die Gläubiger-ID hat nach dem Ländercode zwei Prüfziffern, drei Zeichen Geschäftsbereich und die nationale Kennung (höchstens 35 Zeichen).',
  checkDigits:
    'Die Prüfziffern der Gläubiger-ID stimmen nicht; bitte vergleichen Sie sie mit dem Schreiben der Bundesbank.',
} as const;

type CreditorIdProblem = keyof typeof creditorIdMessages;

/** 'de 98 zzz 0999 9999 999' → 'DE98ZZZ09999999999'. */
const compactCreditorId = (id: string): string => id.replace(/\s+/g, '').toUpperCase();

/** ISO 7064 MOD 97-10 over digits and letters (A = 10 … Z = 35), as for the IBAN. */
function mod97(text: string): number {
  let rest = 0;
  for (const ch of text) {
    const digits = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest;
}

/**
 * What is wrong with a creditor identifier, or null when it holds. The check digits are taken over
 * the national identifier WITHOUT the business code (which the firm may change), followed by the
 * country code and '00': 98 − (that mod 97), two digits.
 */
export function creditorIdProblem(input: string): CreditorIdProblem | null {
  const id = compactCreditorId(input);
  if (!/^[A-Z]{2}/.test(id)) return 'country';
  if (id.startsWith('DE') && !/^DE\d{2}[A-Z0-9]{3}\d{11}$/.test(id)) return 'german';
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{3}[A-Z0-9]{1,28}$/.test(id)) return 'shape';
  const expected = 98 - mod97(`${id.slice(7)}${id.slice(0, 2)}00`);
  return Number(id.slice(2, 4)) === expected ? null : 'checkDigits';
}

export const isValidCreditorId = (input: string): boolean => creditorIdProblem(input) === null;

/** The firm form's optional field: empty is none; kept compact; a wrong one refused naming the problem. */
export const creditorIdField = line(50)
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    const problem = creditorIdProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: creditorIdMessages[problem] });
    return compactCreditorId(v);
  })
  .optional();
