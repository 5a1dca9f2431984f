import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { sectionsOf } from './body';
import { parseLedger } from './ledger';

async function read(text: string) {
  const out: { name: string; items: unknown[] }[] = [];
  for await (const s of sectionsOf(Readable.from([text]))) {
    const items: unknown[] = [];
    for await (const x of s.kind === 'table' ? s.rows : s.values) items.push(x);
    out.push({ name: s.name, items });
  }
  return out;
}

describe('the body of a backup', () => {
  it('reads tables (COPY text rows, escapes kept) and JSON sections up to the end', async () => {
    const body = [
      '\\table events position,data',
      '1\t{"a":"x\\\\ty"}',
      '\\.',
      '\\json jobs',
      '{"id":1}',
      '\\.',
      '\\end',
      '',
    ].join('\n');
    expect(await read(body)).toEqual([
      { name: 'events', items: ['1\t{"a":"x\\\\ty"}'] },
      { name: 'jobs', items: [{ id: 1 }] },
    ]);
  });

  it('refuses a body cut off, or a line where no section starts, naming the line', async () => {
    await expect(read('\\table events position\n1\n')).rejects.toThrow('Die Sicherung ist unvollständig');
    await expect(read('\\table events position\n1\n\\.\n')).rejects.toThrow(
      'Die Sicherung ist unvollständig: ihr Ende fehlt.',
    );
    await expect(read('\\table events position\n1\n\\.\nirgendwas\n')).rejects.toThrow(
      'Die Sicherung ist beschädigt: Zeile 4 ist kein Abschnittsanfang.',
    );
    await expect(read('\\json jobs\n{kaputt\n\\.\n\\end\n')).rejects.toThrow('Zeile 2 ist kein JSON');
  });
});

describe('the erasure ledger', () => {
  it('reads its lines and refuses one it cannot read, naming the line', () => {
    const line = JSON.stringify({
      at: '2026-11-27T10:00:00.000Z',
      personId: 'p1',
      subjects: ['p1', 'q1'],
      keepContractUntil: null,
    });
    expect(parseLedger(`${line}\n\n${line}\n`, 'x')).toHaveLength(2);
    expect(() => parseLedger(`${line}\n{"at":1}\n`, 'erasure-ledger.jsonl')).toThrow(
      'Das Löschprotokoll erasure-ledger.jsonl ist in Zeile 2 nicht lesbar.',
    );
  });
});
