import { describe, expect, it } from 'vitest';
import { contentDisposition } from './download';

describe('contentDisposition', () => {
  it('names an ASCII file plainly', () => {
    expect(contentDisposition('Rechnung-2026-0001.pdf')).toBe('attachment; filename="Rechnung-2026-0001.pdf"');
  });
  it('gives a name with umlauts or quotes an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('Übersicht "A".txt')).toBe(
      `attachment; filename="Uebersicht _A_.txt"; filename*=UTF-8''%C3%9Cbersicht%20%22A%22.txt`,
    );
  });
});
