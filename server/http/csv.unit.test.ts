import { describe, expect, it } from 'vitest';
import { excelCsv, safeCell } from './csv';

describe('Excel CSV', () => {
  it('defuses formulas but keeps phone numbers and negative numbers', () => {
    expect(safeCell('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(safeCell('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(safeCell('+cmd|x')).toBe(`'+cmd|x`);
    expect(safeCell('-2+3+cmd')).toBe(`'-2+3+cmd`);
    expect(safeCell('+49 30 123-45')).toBe('+49 30 123-45');
    expect(safeCell('-12.5')).toBe('-12.5');
    expect(safeCell('-1.234,56')).toBe('-1.234,56');
    expect(safeCell(null)).toBe('');
  });
  it('writes a BOM, German headers, ; and CRLF', () => {
    expect(excelCsv(['Name', 'Ort'], [['Müller; Söhne', 'Köln']])).toBe('\uFEFFName;Ort\r\n"Müller; Söhne";Köln\r\n');
  });
});
