import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

// Spec 02 §9 groups phone numbers 3-3-4. German area codes are 2 to 5 digits long, so a fixed
// 3-3-4 cut through them ('+49 30 1234567' read '+49 301 234 567', Berlin's 030 gone; issue 32).
// The numbering plan's own grouping comes from libphonenumber-js (Google's libphonenumber data,
// kept current with the Bundesnetzagentur's area codes; `min` metadata, ~30 kB gzip, only on the
// screens that show phones): area code apart, then the subscriber number, as DIN 5008 writes it.

/** The number as the plan knows it (read as German without a country code); undefined when it is none. */
function validPhone(value: string) {
  if (!/^\+?[\d\s()/.-]+$/.test(value) || value.replace(/\D/g, '').length < 6) return undefined;
  const phone = parsePhoneNumberFromString(value, 'DE');
  return phone?.isValid() ? phone : undefined;
}

/**
 * A phone number as the Bundesnetzagentur's plan groups it: written with a country code, the
 * international form ('+49 30 1234567', '+43 1 5123456'); written nationally, the German national
 * form ('030 1234567', '0170 1234567'). Anything that is no valid number stays as it was entered.
 */
export function formatPhone(raw: string | null | undefined): string {
  const value = (raw ?? '').trim();
  const phone = validPhone(value);
  if (!phone) return value;
  const international = value.startsWith('+') || value.startsWith('00') || phone.country !== 'DE';
  return international ? phone.formatInternational() : phone.formatNational();
}

/**
 * The `tel:` address of a phone number, for a link that dials it: the number in the international
 * form without spaces ('+49 (0)30 1234567' dials 'tel:+49301234567', not the '0' in brackets); a
 * number the plan does not know dials its digits as typed; null when there is nothing to dial.
 */
export function phoneHref(raw: string | null | undefined): string | null {
  const value = (raw ?? '').trim();
  const phone = validPhone(value);
  if (phone) return phone.getURI();
  const digits = value.replace(/[^\d+]/g, '');
  return /\d/.test(digits) ? `tel:${digits}` : null;
}
