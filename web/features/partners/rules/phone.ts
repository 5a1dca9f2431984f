// Spec 02 §9: phone numbers are displayed grouped 3-3-4.

/**
 * Groups the national number 3-3-4 ('0301234567' -> '030 123 4567'); a longer or shorter rest
 * stays in the last group. An international prefix is kept apart: the digits the user wrote
 * before the first separator ('+1 212…' -> '+1'), or else two digits (+49, +43, +41 …).
 * Anything that is not a phone number is shown as it was entered.
 */
export function formatPhone(raw: string | null | undefined): string {
  const value = (raw ?? '').trim();
  if (!/^\+?[\d\s()/.-]+$/.test(value)) return value;
  const digits = value.replace(/\D/g, '');
  if (digits.length < 6) return value;
  let prefix = '';
  let national = digits;
  if (value.startsWith('+')) {
    const written = /^\+(\d{1,3})[\s()/.-]/.exec(value)?.[1];
    const code = written ?? digits.slice(0, 2);
    prefix = `+${code} `;
    national = digits.slice(code.length);
  }
  const groups = [national.slice(0, 3), national.slice(3, 6), national.slice(6)].filter(Boolean);
  return prefix + groups.join(' ');
}
