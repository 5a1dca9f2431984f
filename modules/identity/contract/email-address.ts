// Isomorphic (the web's fields check with it too): what can be an e-mail address. Re-exported by
// contract.ts; the server's canonical form of an address is `canonicalEmail` (../email-address.ts).

// A basic e-mail pattern, as the login screen checks it. Invisible format characters (zero-width
// space, soft hyphen, BOM, bidi marks: Unicode Cf) are refused: they made a second account whose
// address looks exactly like another's and that no mail server delivers to.
const emailPattern = /^[^\s@\p{Cf}]+@[^\s@\p{Cf}]+\.[^\s@\p{Cf}]+$/u;

// A URL's host parser would cut a domain at these ('b.de/x' is 'b.de') or decode them ('%41' is 'A').
const notInDomain = /[\s/\\?#%:@[\]]/u;
// A label as the DNS holds it: letters, digits and hyphens, neither first nor last a hyphen.
const asciiLabel = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * The domain as the DNS knows it: lower case, an umlaut domain in its punycode form ('müller.de'
 * and 'xn--mller-kva.de' alike give 'xn--mller-kva.de'), by the WHATWG URL rules that browsers and
 * Node's `url.domainToASCII` share; null for what names no domain (a space, a slash, broken
 * punycode such as 'xn--zz', an empty label).
 */
export function asciiMailDomain(domain: string): string | null {
  if (domain === '' || notInDomain.test(domain)) return null;
  let host: string;
  try {
    host = new URL(`http://${domain}`).hostname;
  } catch {
    return null;
  }
  const labels = host.split('.');
  return labels.length >= 2 && labels.every((label) => asciiLabel.test(label)) ? host : null;
}

/** Whether mail can be addressed to this (trimmed) text: one '@', visible characters, a real domain. */
export function isMailAddress(address: string): boolean {
  return emailPattern.test(address) && asciiMailDomain(address.slice(address.lastIndexOf('@') + 1)) !== null;
}
