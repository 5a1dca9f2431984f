import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readStatement } from './statement';
import { UnreadableStatement } from './statement-line';

// Each German bank's CSV layout (fixtures written from the published column lists, README): the
// credit naming its payment reference is read with amount, date, payer and purpose; debits that
// return nothing, pending rows, balances and footers are not lines.

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
const enc = (s: string) => new TextEncoder().encode(s);

const layouts: [file: string, reference: string, payer: string | null, debits: number][] = [
  ['sparkasse-camt-v2.csv', 'CP-5101-SPKV2', 'Bärbel Schöne', 1],
  ['sparkasse-camt-v8.csv', 'CP-5102-SPKV8', 'Kunde GmbH', 0],
  ['sparkasse-mt940.csv', 'CP-5103-SPKMT', 'Jörg Weiß', 1],
  ['volksbank-alt.csv', 'CP-5104-VB', 'Müller Beratung GmbH', 1],
  ['volksbank-neu.csv', 'CP-5105-VBNEU', 'Jürgen Groß', 1],
  ['deutsche-bank.csv', 'CP-5106-DB', 'Anna Schäfer', 1],
  ['deutsche-bank-alt.csv', 'CP-5107-DBALT', 'Kanzlei Röder', 1],
  ['postbank.csv', 'CP-5108-POST', 'Thomas Köhler', 1],
  ['commerzbank.csv', 'CP-5109-CBK', 'Sabine Krüger', 1],
  ['ing.csv', 'CP-5110-ING', 'Petra Weiß', 1],
  ['dkb-neu.csv', 'CP-5111-DKBNEU', 'Lena Vogt', 1],
  ['dkb-alt.csv', 'CP-5112-DKBALT', 'Jens Möller', 1],
  ['comdirect.csv', 'CP-5113-COMD', 'Klaus Bäcker', 1],
  ['n26.csv', 'CP-5114-N26', 'Nina Schulz', 1],
];

describe('every German bank CSV layout', () => {
  it.each(layouts)(
    '%s: the 1.190,00 € credit naming %s, from %s; other debits counted',
    (file, reference, payer, debits) => {
      const read = readStatement(fixture(file))!;
      expect(read.format).toBe('csv');
      const credit = read.lines.find((l) => l.purpose.includes(reference));
      expect(credit).toMatchObject({
        kind: 'credit',
        amountCents: 119_000,
        bookedOn: '2026-03-12',
        counterpartyName: payer,
      });
      // Pending rows and balances are no lines: only the credit (and Deutsche Bank's second credit).
      expect(read.lines.filter((l) => l.purpose.includes(reference))).toHaveLength(1);
      expect(read.debits).toBe(debits);
    },
  );

  it("Deutsche Bank's old layout: credits in the 'Haben' column (empty 'Betrag') are read, 4.880,00 € too", () => {
    const read = readStatement(fixture('deutsche-bank-alt.csv'))!;
    expect(read.lines.map((l) => [l.amountCents, l.counterpartyName])).toEqual([
      [119_000, 'Kanzlei Röder'],
      [488_000, 'Bauer & Söhne KG'],
    ]);
  });

  it("Volksbank's old layout: purpose across lines, payer, S/H in the unnamed column; balances are no lines", () => {
    const read = readStatement(fixture('volksbank-alt.csv'))!;
    expect(read.lines).toHaveLength(1);
    expect(read.lines[0]).toMatchObject({
      purpose: 'UEBERWEISUNGSGUTSCHR Coaching Paket CP-5104-VB ALT Danke',
      counterpartyIban: 'DE02120300000000202051',
    });
    const named =
      'Buchungstag;Valuta;Auftraggeber/Zahlungsempfänger;Empfänger/Zahlungspflichtiger;Vorgang/Verwendungszweck;Währung;Umsatz;Soll/Haben\n';
    const lines = readStatement(
      enc(
        `${named}12.03.2026;12.03.2026;Kundin;Firma;RE 1;EUR;100,00;H\n12.03.2026;12.03.2026;Firma;Vermieter;Miete;EUR;100,00;S\n`,
      ),
    )!;
    expect(lines.lines.map((l) => l.counterpartyName)).toEqual(['Kundin']);
    expect(lines.debits).toBe(1);
  });

  it('a returned direct debit (Rücklastschrift) is kept as its own kind with its reason code', () => {
    const csv = `Buchungstag;Valutadatum;Name Zahlungsbeteiligter;Buchungstext;Verwendungszweck;Betrag;Waehrung
14.03.2026;14.03.2026;Kundin AG;Retoure;RUECKLASTSCHRIFT MD06 RE 2026-0033;-1190,00;EUR
`;
    const [line] = readStatement(enc(csv))!.lines;
    expect(line).toMatchObject({ kind: 'return', returnReason: 'MD06', amountCents: 119_000 });
  });

  it('a booking row without an amount, or with one that is none, refuses the file naming the line', () => {
    const refusal = (csv: string) => {
      try {
        readStatement(enc(csv));
        return 'read';
      } catch (err) {
        return err instanceof UnreadableStatement ? err.message : 'other';
      }
    };
    const head = 'Buchungstag;Wert;Verwendungszweck;Betrag;Soll;Haben;Währung\n';
    expect(refusal(`${head}12.03.2026;12.03.2026;RE 1;;;;EUR\n`)).toBe(
      'Zeile 2 des Kontoauszugs: Die Buchung hat keinen Betrag (weder Betrag noch Soll oder Haben).',
    );
    expect(refusal(`${head}12.03.2026;12.03.2026;A;1,00;;;EUR\n12.03.2026;12.03.2026;B;99.90;;;EUR\n`)).toMatch(
      /^Zeile 3 des Kontoauszugs: Der Betrag „99.90“/,
    );
  });
});
