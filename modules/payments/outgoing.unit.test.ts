import { describe, expect, it } from 'vitest';
import { outgoingDebits } from './outgoing';
import { readStatement } from './statement';
import { camt053, type CamtEntry } from './testing/camt-versions';

// The firm's own transfers among the other debits: read with what names them (purpose, end-to-end
// id, a batch's message id) and handed on folded, each with a stable identity.

const bytes = (s: string) => new TextEncoder().encode(s);

/** A batch debit as banks book a pain.001 file: the file's message id, each transfer with its amount and end-to-end id. */
const batch = `<Ntry><Amt Ccy="EUR">3000.03</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
<BookgDt><Dt>2026-03-13</Dt></BookgDt><AcctSvcrRef>B-1</AcctSvcrRef>
<NtryDtls><Btch><MsgId>AUSZ1111111122224333844455555555</MsgId><NbOfTxs>2</NbOfTxs></Btch>
<TxDtls><Refs><EndToEndId>GS-2026-0001</EndToEndId></Refs><Amt Ccy="EUR">1500.01</Amt><CdtDbtInd>DBIT</CdtDbtInd><RmtInf><Ustrd>Gutschrift GS-2026-0001</Ustrd></RmtInf></TxDtls>
<TxDtls><Refs><EndToEndId>GS-2026-0002</EndToEndId></Refs><Amt Ccy="EUR">1500.02</Amt><CdtDbtInd>DBIT</CdtDbtInd><RmtInf><Ustrd>Gutschrift GS-2026-0002</Ustrd></RmtInf></TxDtls>
</NtryDtls></Ntry>`;

describe('other debits', () => {
  it('CAMT: a single debit with its purpose and end-to-end id; a batch as one debit per transfer, the message id in the purpose', () => {
    const rent: CamtEntry = { kind: 'debit', amount: '80.00', ref: 'R5', purpose: 'Miete März' };
    const xml = camt053('08', [rent]).replace('</Stmt>', `${batch}\n</Stmt>`);
    const read = readStatement(bytes(xml))!;
    expect(read.debits).toBe(2);
    expect(read.outgoing.map((d) => [d.amountCents, d.purpose, d.endToEndId, d.bankReference])).toEqual([
      [8000, 'Miete März', 'E2E-R5', 'R5'],
      [150_001, 'Gutschrift GS-2026-0001 AUSZ1111111122224333844455555555', 'GS-2026-0001', 'B-1/1'],
      [150_002, 'Gutschrift GS-2026-0002 AUSZ1111111122224333844455555555', 'GS-2026-0002', 'B-1/2'],
    ]);
    const handed = outgoingDebits(read.outgoing);
    expect(handed[1]).toMatchObject({
      bookedOn: '2026-03-13',
      amountCents: 150_001,
      reference: 'GUTSCHRIFTGS20260001AUSZ1111111122224333844455555555GS20260001',
    });
    expect(new Set(handed.map((d) => d.bankLineId)).size).toBe(3);
    expect(outgoingDebits(readStatement(bytes(xml))!.outgoing)).toEqual(handed);
  });

  it('CSV: a debit with its purpose; two equal debits on one day stay two; credits are no debits', () => {
    const csv = [
      '"Buchungstag";"Verwendungszweck";"Beguenstigter/Zahlungspflichtiger";"Betrag"',
      '"06.01.27";"Gutschrift GS-2027-0001";"Jürgen Groß";"-101,15"',
      '"06.01.27";"Gutschrift GS-2027-0001";"Jürgen Groß";"-101,15"',
      '"06.01.27";"Rechnung 2027-0001";"Kundin AG";"1.190,00"',
    ].join('\n');
    const read = readStatement(bytes(csv))!;
    expect(read.debits).toBe(2);
    const handed = outgoingDebits(read.outgoing);
    expect(handed.map((d) => [d.bookedOn, d.amountCents, d.reference])).toEqual([
      ['2027-01-06', 10_115, 'GUTSCHRIFTGS20270001'],
      ['2027-01-06', 10_115, 'GUTSCHRIFTGS20270001'],
    ]);
    expect(handed[0]!.bankLineId).not.toBe(handed[1]!.bankLineId);
  });
});
