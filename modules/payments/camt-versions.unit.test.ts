import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { readStatement } from './statement';
import { camt053, camt054, camtVersions, type CamtEntry } from './testing/camt-versions';

// Every CAMT version a German bank sends: credits with the reference unstructured (Ustrd) or as the
// structured creditor reference (Strd/CdtrRefInf/Ref), a reversal (RvslInd), a returned direct
// debit (RtrInf/Rsn/Cd) and a debit that is no payment of ours.

const entries: CamtEntry[] = [
  { kind: 'credit', amount: '1190.00', ref: 'R1', purpose: 'Coaching CP-6001-USTRD' },
  {
    kind: 'credit',
    amount: '595.00',
    ref: 'R2',
    purpose: 'CP-6002-STRD',
    structured: true,
    name: 'Müller &amp; Söhne',
  },
  { kind: 'reversal', amount: '1190.00', ref: 'R3', purpose: 'Storno CP-6001-USTRD' },
  { kind: 'return', amount: '1190.00', ref: 'R4', purpose: 'CP-6001-USTRD', reason: 'MD06' },
  { kind: 'debit', amount: '80.00', ref: 'R5', purpose: 'Miete' },
];
const bytes = (xml: string) => new TextEncoder().encode(xml);
const schema = (version: string) => `../shared/validators/iso20022/camt.053.001.${version}.xsd`;

describe('CAMT, every version', () => {
  it.each(camtVersions)(
    'camt.053.001.%s: credits (Ustrd and Strd), a reversal and a return with its reason',
    (version) => {
      const read = readStatement(bytes(camt053(version, entries)))!;
      expect(read.format).toBe('camt053');
      expect(read.debits).toBe(1);
      expect(read.lines.map((l) => [l.kind, l.amountCents, l.purpose, l.returnReason])).toEqual([
        ['credit', 119_000, 'Coaching CP-6001-USTRD', null],
        ['credit', 59_500, 'CP-6002-STRD', null],
        ['reversal', 119_000, 'Storno CP-6001-USTRD', null],
        ['return', 119_000, 'CP-6001-USTRD', 'MD06'],
      ]);
      expect(read.lines[1]).toMatchObject({ counterpartyName: 'Müller & Söhne', endToEndId: 'E2E-R2' });
    },
  );

  it.each(['02', '08'] as const)(
    'the camt.053.001.%s test statement is valid against the official XSD',
    async (version) => {
      const path = schema(version);
      if (!fs.existsSync(path)) throw new Error(`${path} fehlt`);
      const result = await validateXML({
        xml: { fileName: 'camt.xml', contents: camt053(version, entries) },
        schema: { fileName: `camt.053.001.${version}.xsd`, contents: fs.readFileSync(path, 'utf8') },
      });
      expect(result.errors.map((e) => e.rawMessage)).toEqual([]);
    },
  );

  it('camt.054 (a debit/credit notification) is read as CAMT.054', () => {
    const read = readStatement(bytes(camt054(entries.slice(0, 1))))!;
    expect(read.format).toBe('camt054');
    expect(read.lines).toHaveLength(1);
    expect(read.lines[0]).toMatchObject({ kind: 'credit', amountCents: 119_000 });
  });

  it('an entry without its amount refuses the file naming the entry', () => {
    const xml = camt053('08', entries).replace(
      '<Amt Ccy="EUR">595.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>',
      '<CdtDbtInd>CRDT</CdtDbtInd><Sts>',
    );
    expect(() => readStatement(bytes(xml))).toThrow('Buchung 2 des Kontoauszugs: Ihr fehlt „Amt“');
  });
});
