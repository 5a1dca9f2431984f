import { domainToUnicode } from 'node:url';
import { asciiMailDomain } from './contract/email-address';

/**
 * One address, one form (stored and compared): trimmed, NFC (a decomposed 'ö' is the 'ö'), the
 * local part in lower case (as identity always compared it), the domain as its Unicode form of the
 * DNS name ('Müller.DE' and 'xn--mller-kva.de' are both 'müller.de'). Unicode rather than punycode:
 * the rows stored before were typed that way, and it is what people read. Null for what cannot be
 * an address (`isMailAddress`, the contract refuses it first).
 */
export function canonicalEmail(typed: string): string | null {
  const address = typed.trim().normalize('NFC');
  const at = address.lastIndexOf('@');
  if (at <= 0) return null;
  const ascii = asciiMailDomain(address.slice(at + 1));
  if (ascii === null) return null;
  return `${address.slice(0, at).toLowerCase()}@${domainToUnicode(ascii)}`;
}

/**
 * The key an address or a username is looked up by: an address's canonical form, anything else
 * (an admin's username 'b.koch') trimmed, NFC and in lower case.
 */
export function addressKey(typed: string): string {
  return canonicalEmail(typed) ?? typed.trim().normalize('NFC').toLowerCase();
}

/**
 * Every form a stored row of this address may hold: the canonical one, and for rows stored before
 * it (README, 'Rows stored before') the punycode form and the lower case of what was typed.
 */
export function storedForms(typed: string): string[] {
  const canonical = canonicalEmail(typed);
  const plain = typed.trim().normalize('NFC').toLowerCase();
  if (canonical === null) return [plain];
  const at = canonical.lastIndexOf('@');
  const ascii = `${canonical.slice(0, at)}@${asciiMailDomain(canonical.slice(at + 1))}`;
  return [...new Set([canonical, ascii, plain])];
}
