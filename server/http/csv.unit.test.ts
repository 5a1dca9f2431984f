import { describe, expect, it } from 'vitest';
import { csvFileName, excelCsv, safeCell } from './csv';

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
  it("names the file by Berlin's date, not UTC's, around midnight and the clock changes", () => {
    expect(csvFileName('auswertung-2026', new Date('2026-12-31T23:30:00Z'))).toBe('auswertung-2026-2027-01-01.csv');
    expect(csvFileName('klienten', new Date('2026-06-30T22:30:00Z'))).toBe('klienten-2026-07-01.csv');
    expect(csvFileName('meetings', new Date('2026-10-24T22:30:00Z'))).toBe('meetings-2026-10-25.csv');
    expect(csvFileName('meetings', new Date('2026-10-25T22:30:00Z'))).toBe('meetings-2026-10-25.csv');
  });
});
