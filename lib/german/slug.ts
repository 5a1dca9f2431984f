import { spellOutUmlauts } from './umlauts';

/**
 * German text as a URL or e-mail part: 'Müller & Söhne' -> 'mueller-soehne', 'Potenzialanalyse' ->
 * 'potenzialanalyse'. Umlauts are spelled out as Germans do (ä -> ae), other accents dropped.
 */
export function slug(text: string): string {
  return spellOutUmlauts(text.toLowerCase())
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
