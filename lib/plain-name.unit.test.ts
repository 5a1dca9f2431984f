import { describe, expect, it } from 'vitest';
import { oneLine, plainName } from './plain-name';

describe('plainName', () => {
  it('puts a name on one line', () => {
    expect(plainName('Jana\r\nBcc: opfer@beispiel.de')).not.toMatch(/[\r\n]/);
    expect(plainName('Jana\nBerg')).toBe('Jana Berg');
    expect(plainName('Jana\u2028Berg')).toBe('Jana Berg');
  });

  it('drops links with a scheme, www. and bare common domains, e-mail addresses too', () => {
    expect(plainName('Gewinn! https://evil.example/x?y=1 jetzt')).toBe('Gewinn! jetzt');
    expect(plainName('Besuchen Sie www.evil.example')).toBe('Besuchen Sie');
    expect(plainName('Jana evil.com/login Berg')).toBe('Jana Berg');
    expect(plainName('Jana ftp://x')).toBe('Jana');
    expect(plainName('Jana opfer@evil.de')).toBe('Jana');
  });

  it('keeps ordinary names and companies', () => {
    for (const name of ['Dr. Jana Müller-Lüdenscheidt', 'J.R.R. Tolkien', 'E.ON SE', 'Berg & Söhne GmbH', "O'Neill"])
      expect(plainName(name)).toBe(name);
  });
});

describe('oneLine', () => {
  it('puts a text on one line and drops bidi controls, leaving right-to-left scripts alone', () => {
    expect(oneLine('Muster\r\n GmbH')).toBe('Muster GmbH');
    expect(oneLine('Weg 1\tHinterhaus\u2028links')).toBe('Weg 1 Hinterhaus links');
    expect(oneLine('Anna \u202Egpj.exe\u202C Admin')).toBe('Anna gpj.exe Admin');
    expect(oneLine('\u2067שלום\u2069 \u200Fشركة')).toBe('שלום شركة');
  });
});
