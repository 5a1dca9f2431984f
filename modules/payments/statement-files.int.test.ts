import { describe, expect, it } from 'vitest';
import { paymentsMessages } from './contract';
import { paymentsWorldForFile } from './testing/payments-world';
import { camtFile as camt } from './testing/camt-file';
import { csv, cp1252, statementCalls } from './testing/statement-calls';

// Bank statement files as German offices have them, and files that are not what they claim: each
// credit is read as the bank meant it, or the file is refused with a German 400 and nothing stored.
// What the office then does with the lines read: statement-proposals.int.test.ts.

const w = paymentsWorldForFile();
const { proposals, allLines, refused, readOneCredit } = statementCalls(w);

describe('bank statement files', () => {
  it('Windows-1252 CSV: the euro sign, the dash and German quotes are read as written, the credit is not lost', async () => {
    const c = await w.invoicedClient('CP-5001-EURO');
    const file = cp1252(csv('11.03.2026;11.03.2026;Jürgen Müßig;;CP-5001-EURO – „Coaching“;1.190,00 €;EUR'));
    const res = await w.upload('umsaetze.csv', file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ format: 'csv', credits: 1, imported: 1, proposed: 1 });
    const line = (await proposals()).proposals.find((l) => l.invoice?.id === c.invoiceId)!;
    expect(line).toMatchObject({
      amountCents: 119_000,
      purpose: 'CP-5001-EURO – „Coaching“',
      counterpartyName: 'Jürgen Müßig',
    });
  });

  it('UTF-8 with a byte order mark and umlauts in the header: read', async () => {
    const file = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(csv('12.03.2026;12.03.2026;Zoë Ärger;;Spende BOM;1 234,56;EUR')),
    ]);
    const res = await w.upload('umsaetze.csv', file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ credits: 1, imported: 1 });
    expect((await allLines()).find((l) => l.purpose === 'Spende BOM')).toMatchObject({
      amountCents: 123_456,
      counterpartyName: 'Zoë Ärger',
    });
  });

  it('an amount the reader cannot take as meant ("99,901", "99.90") refuses the file in German, nothing stored', async () => {
    for (const amount of ['99,901', '99.90', '1,2,3']) {
      const message = await refused(
        'umsaetze.csv',
        Buffer.from(csv(`13.03.2026;13.03.2026;A;;Zweck ${amount};${amount};EUR`)),
      );
      expect(message).toContain(amount);
    }
  });

  it('a date that does not exist (31.02.) refuses the file, nothing stored', async () => {
    const message = await refused('umsaetze.csv', Buffer.from(csv('31.02.2026;31.02.2026;A;;Zweck;10,00;EUR')));
    expect(message).toContain('31.02.2026');
  });

  it('an absurd amount is refused with a German 400, not a 500', async () => {
    await refused('umsaetze.csv', Buffer.from(csv('13.03.2026;13.03.2026;A;;Riesig;99.999.999.999,00;EUR')));
    await refused('auszug.xml', camt('99999999999.00', '2026-03-13', 'Riesig', 'REF-RIESIG'));
  });

  it('control characters in the purpose (NUL, ESC) never reach the database as such: read, not a 500', async () => {
    const res = await w.upload(
      'umsaetze.csv',
      Buffer.from(csv('13.03.2026;13.03.2026;Null\u0000Byte;;Zweck\u0000mit\u001bSteuer;5,00;EUR')),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await allLines()).find((l) => l.purpose.startsWith('Zweck'))).toMatchObject({
      purpose: 'Zweck mit Steuer',
      counterpartyName: 'Null Byte',
      amountCents: 500,
    });
  });

  it('CAMT: an amount with trailing zeros beyond the cent ("1190.000", valid ISO 20022) is read as meant', async () => {
    const c = await w.invoicedClient('CP-5002-NULLEN');
    const res = await w.upload('auszug.xml', camt('1190.000', '2026-03-14', 'CP-5002-NULLEN', 'REF-NULLEN'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ credits: 1, imported: 1, proposed: 1 });
    expect((await proposals()).proposals.find((l) => l.invoice?.id === c.invoiceId)).toMatchObject({
      amountCents: 119_000,
      amountFit: 'exact',
    });
  });

  it('CAMT: a fraction of a cent or an impossible booking date refuses the file in German', async () => {
    await refused('auszug.xml', camt('10.005', '2026-03-14', 'Bruchteil', 'REF-BRUCH'));
    await refused('auszug.xml', camt('10.00', '2026-02-30', 'Datum', 'REF-DATUM'));
  });

  it('an empty file, a header without lines: German answers, nothing stored, no claim that lines were known', async () => {
    await refused('leer.csv', Buffer.alloc(0));
    const res = await w.upload('nur-kopf.csv', Buffer.from(csv()));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ credits: 0, imported: 0 });
    expect(res.json().message).not.toContain('schon bekannt');
  });

  it("a Soll/Haben column spelled out ('Haben', 'Soll'): the credit is read, the debit is not", async () => {
    const file = [
      'Buchungstag;Verwendungszweck;Umsatz;Soll/Haben',
      '18.03.2026;Haben ausgeschrieben;250,00;Haben',
      '18.03.2026;Soll ausgeschrieben;80,00;Soll',
    ].join('\r\n');
    const res = await w.upload('sollhaben.csv', Buffer.from(file));
    expect(res.json()).toMatchObject({ credits: 1, imported: 1 });
    const read = (await allLines()).filter((l) => l.purpose.endsWith('ausgeschrieben'));
    expect(read.map((l) => [l.purpose, l.amountCents])).toEqual([['Haben ausgeschrieben', 25_000]]);
  });

  it("a pending line ('Umsatz vorgemerkt') is not read: booked the next day, it is one line, not two", async () => {
    const head = 'Auftragskonto;Buchungstag;Valutadatum;Verwendungszweck;Betrag;Waehrung;Info';
    const pending = [
      head,
      'DE89370400440532013000;19.03.2026;19.03.2026;Vorgemerkt CP-5006;300,00;EUR;Umsatz vorgemerkt',
    ];
    const first = await w.upload('heute.csv', Buffer.from(pending.join('\r\n')));
    expect(first.json()).toMatchObject({ credits: 0, imported: 0 });
    const booked = [head, 'DE89370400440532013000;20.03.2026;19.03.2026;Vorgemerkt CP-5006;300,00;EUR;Umsatz gebucht'];
    const second = await w.upload('morgen.csv', Buffer.from(booked.join('\r\n')));
    expect(second.json()).toMatchObject({ credits: 1, imported: 1 });
    expect((await allLines()).filter((l) => l.purpose === 'Vorgemerkt CP-5006')).toHaveLength(1);
  });

  it('a file of more credits than a statement holds is refused at once (German 400), not imported for minutes', async () => {
    const rows = Array.from({ length: 6000 }, (_, k) => `02.03.2026;Massenbuchung ${k};${k + 1},00;EUR`);
    const started = Date.now();
    const message = await refused('massen.csv', Buffer.from(csv(...rows.map((r) => r.replace(';', ';;;;')))));
    expect(message).toBe(paymentsMessages.tooManyCredits);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('CAMT: character references (valid XML, "M&#252;ller") are read as the characters they name', async () => {
    const res = await w.upload(
      'auszug.xml',
      camt('42.00', '2026-03-22', 'Honorar M&#252;ller &amp; S&#xF6;hne', 'REF-ENTITY'),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await allLines()).map((l) => l.purpose)).toContain('Honorar Müller & Söhne');
  });

  it('a bank CSV with ISO dates (2026-03-24) is read; an impossible one refuses the file', async () => {
    const res = await w.upload('iso.csv', Buffer.from(csv('2026-03-24;2026-03-24;Iso;;ISO-Datum;64,00;EUR')));
    expect(res.json()).toMatchObject({ credits: 1, imported: 1 });
    expect((await allLines()).find((l) => l.purpose === 'ISO-Datum')).toMatchObject({
      bookedOn: '2026-03-24',
      valueOn: '2026-03-24',
    });
    expect(await refused('iso.csv', Buffer.from(csv('2026-02-30;;Iso;;ISO falsch;64,00;EUR')))).toContain('2026-02-30');
  });

  it('broken multipart bodies: a German 400, never a 500', async () => {
    const post = (body: string, type: string) =>
      w.portal.call('POST', '/api/payments/statements', {
        token: w.admin,
        body: Buffer.from(body),
        headers: { 'content-type': type },
      });
    const b = 'grenze42';
    const part = (name: string, file: string | null, content: string) =>
      `--${b}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file}"` : ''}\r\n\r\n${content}\r\n`;
    const bodies: [string, string][] = [
      ['kein multipart', `multipart/form-data; boundary=${b}`],
      [
        `--${b}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nabgeschnitten`,
        `multipart/form-data; boundary=${b}`,
      ],
      [part('notiz', null, 'nur Text') + `--${b}--\r\n`, `multipart/form-data; boundary=${b}`],
      [
        part('file', 'a.csv', csv('25.03.2026;;;;Zwei Dateien;1,00;EUR')) + part('file', 'b.csv', 'x') + `--${b}--\r\n`,
        `multipart/form-data; boundary=${b}`,
      ],
      ['egal', 'multipart/form-data'],
    ];
    for (const [body, type] of bodies) {
      const res = await post(body, type);
      expect(res.statusCode, `${type} ${body.slice(0, 40)}: ${res.body}`).toBeLessThan(500);
      if (res.statusCode !== 200) expect(res.json().message).toMatch(/Bitte|Datei/);
    }
  });

  it('CAMT: a credit entry of 0.00 (a closing or information entry) is no payment and does not refuse the statement', async () => {
    const zero = camt('0.00', '2026-03-31', 'Rechnungsabschluss', 'REF-NULL').toString();
    const withPayment = zero.replace(
      '</Stmt>',
      '<Ntry><Amt Ccy="EUR">15.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2026-03-31</Dt></BookgDt><AcctSvcrRef>REF-NEBEN</AcctSvcrRef><NtryDtls><TxDtls><RmtInf><Ustrd>Neben der Null</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry></Stmt>',
    );
    await readOneCredit('null.xml', withPayment, 'Neben der Null');
  });

  it("debits written with the sign behind ('80,00-') are read as debits; the file's credits are kept", async () => {
    const file = csv(
      '26.03.2026;;Miete;;Nachgestelltes Minus;80,00-;EUR',
      '26.03.2026;;Kunde;;Neben dem Minus;33,00;EUR',
    );
    await readOneCredit('minus.csv', file, 'Neben dem Minus');
  });
});
