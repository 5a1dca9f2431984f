import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download';

describe('the name of a downloaded file (Content-Disposition)', () => {
  it("takes the UTF-8 filename* over the ASCII fallback, so 'Jürgen Yılmaz' stays himself", () => {
    expect(
      fileNameOf(
        `attachment; filename="daten-Juergen-Y_lmaz-2026-03-12.json"; filename*=UTF-8''daten-J%C3%BCrgen-Y%C4%B1lmaz-2026-03-12.json`,
        'x.json',
      ),
    ).toBe('daten-Jürgen-Yılmaz-2026-03-12.json');
  });
  it('a plain name as it is; a broken encoding falls back to it; none gives ours', () => {
    expect(fileNameOf('attachment; filename="klienten-2026-03-12.csv"', 'x.csv')).toBe('klienten-2026-03-12.csv');
    expect(fileNameOf(`attachment; filename="a.json"; filename*=UTF-8''%E0%A4%A.json`, 'x')).toBe('a.json');
    expect(fileNameOf(null, 'kundendaten.json')).toBe('kundendaten.json');
  });
});
