import { describe, expect, it } from 'vitest';
import { plainName } from './plain-name';

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
