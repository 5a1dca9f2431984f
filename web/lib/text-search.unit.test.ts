import { describe, expect, it } from 'vitest';
import { matchesWords } from './text-search';

describe('matchesWords', () => {
  const texts = ['Jürgen Müller', 'j.mueller@beispiel.de', 'Bäckerei Müller GmbH'];

  it('finds by any part of name, e-mail or company, without case or accents', () => {
    expect(matchesWords(texts, 'jur')).toBe(true);
    expect(matchesWords(texts, 'MULLER')).toBe(true);
    expect(matchesWords(texts, 'mueller@')).toBe(true);
    expect(matchesWords(texts, 'bäckerei')).toBe(true);
  });

  it('needs every word, anywhere', () => {
    expect(matchesWords(texts, 'müller gmbh')).toBe(true);
    expect(matchesWords(texts, 'müller ag')).toBe(false);
  });

  it('matches everything for an empty query and skips missing texts', () => {
    expect(matchesWords(texts, '  ')).toBe(true);
    expect(matchesWords(['Eva', null, undefined], 'eva')).toBe(true);
  });
});
