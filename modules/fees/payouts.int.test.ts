import { describe, expect, it } from 'vitest';
import { replay } from '../../server/eventstore';
import { multipartBody } from '../../server/http/multipart-body';
import { demoPartners } from '../../server/seed/demo-accounts';
import { exampleFirm } from '../../server/testing/example-firm';
import { pain001Errors } from '../../server/testing/pain-xsd';
import type { PayoutView, StatementView } from './contract';
import { feesWorld, termsFromDecember } from './testing/fees-world';

// Payouts through the real routes (issue 35 item 5): December's statements of two Acceleratoren,
// one issued and paid out (a pain.001 file the XSD accepts), the other refused while only drafted;
// the firm's bank statement with the transfer marks it paid; replay rebuilds the payouts.

const { demo, call, clientOf, plan, moveTo } = feesWorld();
const terms = termsFromDecember(8500);
const billing = {
  legalName: 'Jürgen Groß-Müller Beratung für Führungskräfte und Übergänge in Organisationen',
  address: { street: 'Münzstraße 5', postalCode: '10178', city: 'Berlin', country: 'DE' },
  taxNumber: '27/123/45678',
  iban: 'DE02 1203 0000 0000 2020 51',
  accountHolder: 'Jürgen Groß-Müller & Söhne – Beratung für Führungskräfte und Übergänge GmbH',
};
const upload = (csv: string) =>
  demo.portal.call('POST', '/api/payments/statements', {
    token: demo.admin,
    ...multipartBody({ name: 'umsaetze.csv', bytes: Buffer.from(csv), type: 'text/csv' }),
  });
const header =
  '"Auftragskonto";"Buchungstag";"Valutadatum";"Buchungstext";"Verwendungszweck";"Beguenstigter/Zahlungspflichtiger";"Kontonummer/IBAN";"BIC (SWIFT-Code)";"Betrag";"Waehrung";"Info"';
const euro = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

describe('payouts of issued statements', () => {
  it('create (refused as a whole naming the statement), the pain.001 file, the bank’s debit marks it paid, replay', async () => {
    let [coach, other] = await moveTo('2026-12-01T08:00:00Z');
    expect((await call('PUT', '/api/settings/firm', demo.admin, exampleFirm)).statusCode).toBe(200);
    for (const p of [coach, other])
      expect((await call('PUT', `/api/partners/${p.id}/fee-terms`, demo.admin, terms)).statusCode).toBe(200);
    const client = await clientOf([coach, other], { email: 'auszahlung@beispiel.de', name: 'Auszahlung Kunde' });
    const planned: [string, string][] = [];
    for (const p of [coach, other]) planned.push([p.id, await plan(p, client, 2, p === coach ? '10:00' : '14:00')]);
    [coach, other] = await moveTo('2026-12-10T12:00:00Z');
    for (const [partnerId, id] of planned) {
      const token = partnerId === coach.id ? coach.token : other.token;
      expect((await call('POST', `/api/meetings/${id}/complete`, token, { summary: 'Ziele' })).statusCode).toBe(200);
    }

    [coach, other] = await moveTo('2027-01-02T08:00:00Z');
    expect((await call('POST', '/api/fees/statements/draft', demo.admin, { month: '2026-12' })).statusCode).toBe(200);
    const december = (await call('GET', '/api/fees/statements?month=2026-12', demo.admin)).json()
      .statements as StatementView[];
    const mine = december.find((s) => s.partnerId === coach.id)!;
    const theirs = december.find((s) => s.partnerId === other.id)!;
    expect(mine.payout).toBeNull();
    expect((await call('PUT', '/api/partners/me/billing', coach.token, billing)).statusCode).toBe(200);
    const issued = await call('POST', `/api/fees/statements/${mine.id}/issue`, demo.admin);
    expect(issued.statusCode, issued.body).toBe(200);
    const { number, grossCents } = issued.json() as StatementView;

    // Refused as a whole, in German, naming the statement; nothing is created.
    const notIssued = await call('POST', '/api/fees/payouts', demo.admin, { statementIds: [mine.id, theirs.id] });
    expect(notIssued.statusCode).toBe(409);
    expect(notIssued.json().message).toBe(
      `Die Abrechnung 12/2026 von ${demoPartners[1]!.name} ist noch nicht ausgestellt; nur ausgestellte Gutschriften werden ausgezahlt.`,
    );
    const unknown = await call('POST', '/api/fees/payouts', demo.admin, {
      statementIds: [mine.id, '00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.statusCode).toBe(404);
    for (const statementIds of [[], [mine.id, mine.id], ['GS-2027-0001'], 'alle'])
      expect((await call('POST', '/api/fees/payouts', demo.admin, { statementIds })).statusCode).toBe(400);
    expect((await call('POST', '/api/fees/payouts', coach.token, { statementIds: [mine.id] })).statusCode).toBe(403);
    expect((await call('GET', '/api/fees/payouts', demo.admin)).json().payouts).toEqual([]);

    const created = await call('POST', '/api/fees/payouts', demo.admin, { statementIds: [mine.id] });
    expect(created.statusCode, created.body).toBe(201);
    const payout = created.json() as PayoutView;
    expect(payout).toMatchObject({
      state: 'open',
      stateLabel: 'Überweisung beauftragt',
      totalCents: grossCents,
      transfers: [{ statementId: mine.id, number, amountCents: grossCents, paidOn: null }],
    });
    const twice = await call('POST', '/api/fees/payouts', demo.admin, { statementIds: [mine.id] });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(`Die Gutschrift ${number} ist bereits in einer Auszahlung.`);

    // The file for the bank: valid pain.001.001.09, the Gutschrift number as end-to-end id and purpose.
    const xml = await call('GET', `/api/fees/payouts/${payout.id}/xml`, demo.admin);
    expect(xml.statusCode, xml.body).toBe(200);
    expect(xml.headers['content-type']).toContain('application/xml');
    expect(await pain001Errors(xml.body)).toEqual([]);
    expect(xml.body).toContain(`<EndToEndId>${number}</EndToEndId>`);
    expect(xml.body).toContain(`<Ustrd>Gutschrift ${number}</Ustrd>`);
    expect(xml.body).toContain(`<InstdAmt Ccy="EUR">${(grossCents! / 100).toFixed(2)}</InstdAmt>`);
    expect(xml.body).toContain('<IBAN>DE02120300000000202051</IBAN>');
    expect(xml.body).toContain('<Nm>Juergen Gross-Mueller + Soehne Beratung fuer Fuehrungskraefte und Uebe</Nm>');
    expect(
      (await call('GET', '/api/fees/payouts/00000000-0000-4000-8000-000000000000/xml', demo.admin)).statusCode,
    ).toBe(404);
    const shown = (await call('GET', '/api/fees/statements?month=2026-12', coach.token)).json().statements[0];
    expect(shown.payout).toMatchObject({ payoutId: payout.id, state: 'open', paidOn: null });

    // The firm's statement: rent, a transfer of another amount naming the number (not taken), then the transfer itself.
    const rows = [
      `"DE89370400440532013000";"05.01.27";"05.01.27";"LASTSCHRIFT";"Miete Januar";"Hausverwaltung";"DE75512108001245126199";"";"-1.200,00";"EUR";"Umsatz gebucht"`,
      `"DE89370400440532013000";"05.01.27";"05.01.27";"UEBERWEISUNG";"Gutschrift ${number} Teil";"Juergen Gross-Mueller";"DE02120300000000202051";"";"-1,00";"EUR";"Umsatz gebucht"`,
    ];
    const first = await upload([header, ...rows].join('\n'));
    expect(first.statusCode, first.body).toBe(200);
    expect((await call('GET', '/api/fees/payouts', demo.admin)).json().payouts[0].state).toBe('open');
    const transfer = `"DE89370400440532013000";"06.01.27";"06.01.27";"UEBERWEISUNG";"Gutschrift ${number}";"Juergen Gross-Mueller";"DE02120300000000202051";"";"-${euro(grossCents!)}";"EUR";"Umsatz gebucht"`;
    const paid = await upload([header, ...rows, transfer].join('\n'));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().message).toContain('1 davon als ausgeführte Auszahlung(en) an Acceleratoren vermerkt.');
    const after = (await call('GET', '/api/fees/payouts', demo.admin)).json().payouts[0] as PayoutView;
    expect(after).toMatchObject({ state: 'paid', stateLabel: 'Ausgezahlt', transfers: [{ paidOn: '2027-01-06' }] });
    const statement = (await call('GET', '/api/fees/statements?month=2026-12', coach.token)).json().statements[0];
    expect(statement.payout).toMatchObject({ state: 'paid', stateLabel: 'Ausgezahlt', paidOn: '2027-01-06' });
    // The same statement again changes nothing.
    const again = await upload([header, ...rows, transfer].join('\n'));
    expect(again.json().message).not.toContain('Auszahlung');
  });

  it('replay rebuilds the payouts identically', async () => {
    const report = await replay(demo.portal.runtime.ctx.store);
    expect(report.differences).toEqual([]);
  });
});
