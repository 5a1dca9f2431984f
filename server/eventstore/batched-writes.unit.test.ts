import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { escapeLiteral } from './batched-writes';

describe('the replay’s literals', () => {
  it('quote every text exactly as pg.escapeLiteral does', () => {
    const texts = [
      '',
      'plain',
      "O'Brien",
      "''",
      'C:\\Pfad\\Datei',
      "beides: ' und \\",
      '\\',
      "'\\'",
      'Grüße, 😀 und \u0000-freie Zeilen\nmit Umbruch',
      '{"a":"b\\"c"}',
      '\\x0a0b',
    ];
    for (const text of texts) expect(escapeLiteral(text)).toBe(pg.escapeLiteral(text));
  });
});
