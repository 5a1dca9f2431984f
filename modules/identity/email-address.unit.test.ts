import { domainToASCII } from 'node:url';
import { describe, expect, it } from 'vitest';
import { asciiMailDomain, isMailAddress, loginRequest, registerRequest } from './contract';
import { addressKey, canonicalEmail, storedForms } from './email-address';

const punycode = `anna@${domainToASCII('müller-coaching.de')}`;

describe('the canonical form of an e-mail address', () => {
  it('is one for the umlaut domain, its punycode form and any case of either', () => {
    expect(punycode).toBe('anna@xn--mller-coaching-gsb.de');
    for (const typed of [
      'anna@müller-coaching.de',
      punycode,
      punycode.toUpperCase(),
      ' Anna@MÜLLER-Coaching.DE ',
      'anna@müller-coaching.de'.normalize('NFD'),
    ])
      expect([typed, canonicalEmail(typed)]).toEqual([typed, 'anna@müller-coaching.de']);
  });

  it('keeps a plain address as identity always stored it (lower case) and the local part as typed otherwise', () => {
    expect(canonicalEmail('Jörg.Müller+Coaching@Beispiel.de')).toBe('jörg.müller+coaching@beispiel.de');
  });

  it('is none for what names no domain', () => {
    for (const typed of [
      'anna@b.de/x',
      'anna@xn--zz.de',
      'anna@exa%41.de',
      'anna@a..de',
      'anna@-x.de',
      'anna@de',
      '@b.de',
    ])
      expect([typed, canonicalEmail(typed)]).toEqual([typed, null]);
  });

  it('looks a username up as typed in lower case, an address by its canonical form', () => {
    expect(addressKey(' B.Koch ')).toBe('b.koch');
    expect(addressKey(punycode)).toBe('anna@müller-coaching.de');
  });
});

describe('the contract refuses what cannot be an address, in German', () => {
  it('takes an umlaut domain and its punycode form, refuses a slash, broken punycode and an escape', () => {
    expect(isMailAddress('anna@müller-coaching.de')).toBe(true);
    expect(isMailAddress(punycode)).toBe(true);
    expect(asciiMailDomain('MÜLLER-Coaching.DE')).toBe('xn--mller-coaching-gsb.de');
    for (const typed of ['anna@b.de/x', 'anna@xn--zz.de', 'anna@exa%41.de', 'anna@b..de']) {
      const parsed = loginRequest.safeParse({ username: typed, password: 'x' });
      expect([typed, parsed.error?.issues.map((i) => i.message)]).toEqual([
        typed,
        ['Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
      ]);
    }
    const registration = registerRequest.safeParse({ email: 'anna@b.de?x', password: 'Start-Passwort-1', name: 'A' });
    expect(registration.error?.issues.some((i) => i.path[0] === 'email')).toBe(true);
  });
});

describe('the forms a stored row of an address may hold', () => {
  it('are the canonical one, the punycode one and the typed one in lower case', () => {
    expect(storedForms('Anna@XN--MLLER-COACHING-GSB.DE')).toEqual([
      'anna@müller-coaching.de',
      'anna@xn--mller-coaching-gsb.de',
    ]);
    expect(storedForms('b.koch')).toEqual(['b.koch']);
  });
});
