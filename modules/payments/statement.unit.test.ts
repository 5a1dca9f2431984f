import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { germanCents, germanDate } from './csv-text';
import { UnreadableStatement } from './statement-line';
import { readStatement } from './statement';
import { camtCredit } from './testing/statement-line';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));

describe('reading bank statements', () => {
  it('CAMT.053: only booked credits, with amount, dates, bank reference, purpose in one line, debtor', () => {
    const read = readStatement(fixture('camt053-credits.xml'))!;
    expect(read.format).toBe('camt053');
    expect(read.lines).toHaveLength(2);
    expect(read.lines[0]).toMatchObject(camtCredit);
    expect(read.lines[1]).toMatchObject({ amountCents: 25_000, endToEndId: 'E2E-UNBEKANNT-1' });
  });

  it('a German bank CSV in Windows-1252: credits only, decimal comma, short years, umlauts', () => {
    const read = readStatement(fixture('sparkasse-credits.csv'))!;
    expect(read.format).toBe('csv');
    expect(read.lines.map((l) => [l.bookedOn, l.amountCents, l.counterpartyName])).toEqual([
      ['2026-03-11', 50_000, 'Jürgen Müßig'],
      ['2026-03-12', 123_456, 'Versicherung AG'],
    ]);
    expect(read.lines[0]).toMatchObject({ purpose: 'Teilzahlung cp-4712 beispiel', account: 'DE89370400440532013000' });
  });

  it('identities are stable across uploads; two equal transfers in one file stay two', () => {
    const a = readStatement(fixture('sparkasse-credits.csv'))!.lines.map((l) => l.lineId);
    const b = readStatement(fixture('sparkasse-credits.csv'))!.lines.map((l) => l.lineId);
    expect(a).toEqual(b);
    const row = '11.03.2026;11.03.2026;Kunde;DE02120300000000202051;RE 2026-0001;100,00;EUR';
    const csv = `Buchungstag;Valutadatum;Name Zahlungsbeteiligter;IBAN Zahlungsbeteiligter;Verwendungszweck;Betrag;Waehrung\n${row}\n${row}\n`;
    const twice = readStatement(new TextEncoder().encode(csv))!.lines;
    expect(twice).toHaveLength(2);
    expect(twice[0]!.lineId).not.toBe(twice[1]!.lineId);
    expect(twice[0]).toMatchObject({ counterpartyName: 'Kunde', amountCents: 10_000, purpose: 'RE 2026-0001' });
  });

  it('anything else is no statement; an XML that is none is refused naming why', () => {
    const enc = (s: string) => new TextEncoder().encode(s);
    const refusal = (s: string) => {
      try {
        readStatement(enc(s));
      } catch (err) {
        if (err instanceof UnreadableStatement) return err.message;
      }
      return 'read';
    };
    expect(refusal('<html><body>Hallo</body></html>')).toContain('kein Kontoauszug, sondern ein XML-Dokument „html“');
    expect(refusal('<Document><BkToCstmrStmt><Stmt>')).toContain('Die XML-Datei ist fehlerhaft (Zeile 1');
    expect(
      refusal('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09"><CstmrCdtTrfInitn/></Document>'),
    ).toContain('anderer Art (pain.001.001.09)');
    expect(
      refusal('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.052.001.08"><BkToCstmrAcctRpt/></Document>'),
    ).toContain('Umsatzmitteilung (camt.052.001.08)');
    expect(refusal('<Document><BkToCstmrStmt><GrpHdr><MsgId>1</MsgId></GrpHdr></BkToCstmrStmt></Document>')).toContain(
      'keinen Auszug',
    );
    expect(readStatement(enc('Name;Vorname\nMuster;Max\n'))).toBeNull();
    expect(readStatement(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0xff]))).toBeNull();
  });

  it('a batch entry whose transactions add up to more (or less) than the entry is refused naming it; one that adds up is split', () => {
    const batch = (entry: string, txs: string[]) =>
      new TextEncoder().encode(`<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>
<GrpHdr><MsgId>M1</MsgId><CreDtTm>2026-03-12T08:00:00</CreDtTm></GrpHdr>
<Stmt><Id>S1</Id><CreDtTm>2026-03-12T08:00:00</CreDtTm><Acct><Id><IBAN>DE89370400440532013000</IBAN></Id></Acct>
<Ntry><Amt Ccy="EUR">${entry}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
<BookgDt><Dt>2026-03-11</Dt></BookgDt><AcctSvcrRef>B1</AcctSvcrRef><NtryDtls>${txs
        .map((a, i) => `<TxDtls><Amt Ccy="EUR">${a}</Amt><RmtInf><Ustrd>RE 2026-000${i + 1}</Ustrd></RmtInf></TxDtls>`)
        .join('')}</NtryDtls></Ntry></Stmt></BkToCstmrStmt></Document>`);
    const split = readStatement(batch('1785.00', ['1190.00', '595.00']))!;
    expect(split.lines.map((l) => l.amountCents)).toEqual([119_000, 59_500]);
    // Two transactions of 1.190,00 € in an entry of 1.190,00 €: 2.380,00 € would be booked that never came.
    let message = 'read';
    try {
      readStatement(batch('1190.00', ['1190.00', '1190.00']));
    } catch (err) {
      if (err instanceof UnreadableStatement) message = err.message.replace(/\u00a0/g, ' ');
    }
    expect(message).toBe(
      'Buchung 1 des Kontoauszugs: Die Einzelbeträge der Sammelbuchung (2.380,00 €) ergeben nicht ihren Betrag (1.190,00 €); so ist sie kein lesbarer Kontoauszug, es wurde nichts gebucht.',
    );
  });

  it('a bank that writes NONREF as its reference: each credit is its own line, not the first one again', () => {
    const entry = (amount: string, purpose: string) =>
      `<Ntry><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>2026-03-11</Dt></BookgDt><AcctSvcrRef>NONREF</AcctSvcrRef><NtryDtls><TxDtls><RmtInf><Ustrd>${purpose}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`;
    const file = new TextEncoder().encode(`<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>
<GrpHdr><MsgId>M1</MsgId><CreDtTm>2026-03-12T08:00:00</CreDtTm></GrpHdr>
<Stmt><Id>S1</Id><CreDtTm>2026-03-12T08:00:00</CreDtTm><Acct><Id><IBAN>DE89370400440532013000</IBAN></Id></Acct>
${entry('1190.00', 'RE 2026-0001')}${entry('595.00', 'RE 2026-0002')}</Stmt></BkToCstmrStmt></Document>`);
    const { lines } = readStatement(file)!;
    expect(lines.map((l) => [l.amountCents, l.bankReference])).toEqual([
      [119_000, null],
      [59_500, null],
    ]);
    // Before: both had the identity of 'NONREF', so the second credit was never imported.
    expect(new Set(lines.map((l) => l.lineId)).size).toBe(2);
  });

  it('German amounts and dates', () => {
    expect(germanCents('1.234,56')).toBe(123_456);
    expect(germanCents('-12,5')).toBe(-1250);
    expect(germanCents('700')).toBe(70_000);
    expect(germanCents('1,234.56')).toBeNull();
    expect(germanCents('1.234,56-')).toBe(-123_456);
    expect(germanCents('12,50+')).toBe(1250);
    expect(germanCents('-12,50-')).toBeNull();
    expect(germanCents('99,901')).toBeNull();
    expect(germanDate('01.02.2026')).toBe('2026-02-01');
    expect(germanDate('31.13.2026')).toBeNull();
    expect(germanDate('31.02.2026')).toBeNull();
    expect(germanDate('29.02.28')).toBe('2028-02-29');
  });
});
