import { describe, expect, it } from 'vitest';
import { slug } from './slug';

describe('slug', () => {
  it.each([
    ['Potenzialanalyse', 'potenzialanalyse'],
    ['Müller & Söhne', 'mueller-soehne'],
    ['Straße', 'strasse'],
    ['Zoë Brontë', 'zoe-bronte'],
    ['  -Öko GmbH & Co. KG- ', 'oeko-gmbh-co-kg'],
  ])('%s -> %s', (text, expected) => {
    expect(slug(text)).toBe(expected);
  });
});
